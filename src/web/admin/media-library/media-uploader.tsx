import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import {
  checkUploadCandidate,
  DROP_MEDIA_ONLY_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MEDIA_ACCEPT,
  UPLOAD_FAILED_MESSAGE,
  VIDEO_TOO_LARGE_MESSAGE,
} from '../../../contracts/upload.ts';
import { toast } from '../../components/ui/toast.tsx';
import { DropZone, FilePicker, UploadProgress } from '../components/file-drop.tsx';
import { refreshAfterWrite } from '../lib/admin-mutation.ts';
import { uploadFile } from '../lib/upload.ts';

interface Progress {
  name: string;
  index: number;
  count: number;
  fraction: number;
}

/**
 * Images and videos into the library: picked or dropped, one or several, each checked (admin-area §8
 * texts) and sent in turn with a progress bar. A refused file is named; the others still go.
 */
export function MediaUploader({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress>();
  const [problems, setProblems] = useState<string[]>([]);

  async function send(files: File[], dropped: boolean) {
    if (files.length === 0 || progress) return;
    const refused: string[] = [];
    let uploaded = 0;
    for (const [index, file] of files.entries()) {
      const refusal = checkUploadCandidate(file, { allowVideo: true });
      if (refusal) {
        const tooLarge = refusal === IMAGE_TOO_LARGE_MESSAGE || refusal === VIDEO_TOO_LARGE_MESSAGE;
        refused.push(`${file.name}: ${dropped && !tooLarge ? DROP_MEDIA_ONLY_MESSAGE : refusal}`);
        continue;
      }
      setProgress({ name: file.name, index, count: files.length, fraction: 0 });
      try {
        await uploadFile(file, {
          allowVideo: true,
          onProgress: (fraction) => setProgress({ name: file.name, index, count: files.length, fraction }),
        });
        uploaded += 1;
      } catch (failure) {
        refused.push(`${file.name}: ${failure instanceof Error ? failure.message : UPLOAD_FAILED_MESSAGE}`);
      }
    }
    setProgress(undefined);
    setProblems(refused);
    if (uploaded > 0) {
      await refreshAfterWrite(queryClient, { queryKey: ['/api/admin/media'] });
      onUploaded();
      toast({
        title: 'Success',
        description:
          uploaded === 1 ? 'File uploaded successfully' : `${uploaded} files uploaded successfully`,
      });
    }
  }

  const uploading = progress !== undefined;
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-8">
      <h2 id={`${id}-heading`} className="sr-only">
        Upload files
      </h2>
      <DropZone
        testId="media-drop-zone"
        onDrop={(files) => void send(files, true)}
        className="flex flex-col items-center gap-3 px-4 py-8 text-center"
      >
        <Upload aria-hidden="true" className="size-8 text-muted" />
        <p className="text-sm text-ink">Drag and drop images or videos here, or</p>
        <FilePicker
          id={`${id}-file`}
          multiple
          accept={MEDIA_ACCEPT}
          disabled={uploading}
          describedBy={`${id}-limits`}
          onPick={(files) => void send(files, false)}
          className="h-10 bg-accent px-4 text-accent-ink hover:bg-accent-strong"
        >
          Choose files
        </FilePicker>
        <p id={`${id}-limits`} className="text-xs text-muted">
          JPG, PNG, GIF or WebP up to 10 MB; MP4, WebM, OGG, AVI or MOV up to 100 MB.
        </p>
        {progress && (
          <UploadProgress
            label={`Uploading ${progress.name}`}
            fraction={progress.fraction}
            detail={progress.count > 1 ? `${progress.index + 1} of ${progress.count} · ` : undefined}
            className="w-full max-w-md"
          />
        )}
      </DropZone>
      {problems.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm font-medium text-danger">
          {problems.map((problem) => (
            <li key={problem} className="break-words">
              {problem}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
