import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { MEDIA_ACCEPT } from '../../../contracts/upload.ts';
import { toast } from '../../components/ui/toast.tsx';
import { DropZone, FilePicker, UploadProgress, useUploads } from '../components/file-drop.tsx';
import { refreshAfterWrite } from '../lib/admin-mutation.ts';

/**
 * Images and videos into the library: picked or dropped, one or several, each checked (admin-area §8
 * texts) and sent in turn with a progress bar. A refused file is named; the others still go.
 */
export function MediaUploader({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { send, sending, problems } = useUploads(true, async (results) => {
    await refreshAfterWrite(queryClient, { queryKey: ['/api/admin/media'] });
    onUploaded();
    toast({
      title: 'Success',
      description:
        results.length === 1 ? 'File uploaded successfully' : `${results.length} files uploaded successfully`,
    });
  });
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
          disabled={sending !== undefined}
          describedBy={`${id}-limits`}
          onPick={(files) => void send(files, false)}
          className="h-10 bg-accent px-4 text-accent-ink hover:bg-accent-strong"
        >
          Choose files
        </FilePicker>
        <p id={`${id}-limits`} className="text-xs text-muted">
          JPG, PNG, GIF or WebP up to 10 MB; MP4, WebM, OGG, AVI or MOV up to 100 MB.
        </p>
        {sending && (
          <UploadProgress
            label={`Uploading ${sending.file.name}`}
            fraction={sending.fraction}
            detail={sending.count > 1 ? `${sending.index + 1} of ${sending.count} · ` : undefined}
            className="w-full max-w-md"
          />
        )}
      </DropZone>
      {problems.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm font-medium text-danger">
          {problems.map(({ file, message }) => (
            <li key={`${file.name}: ${message}`} className="break-words">
              {file.name}: {message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
