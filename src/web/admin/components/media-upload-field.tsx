import { ImageIcon, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import {
  checkUploadCandidate,
  DROP_IMAGE_ONLY_MESSAGE,
  DROP_MEDIA_ONLY_MESSAGE,
  IMAGE_ACCEPT,
  MEDIA_ACCEPT,
} from '../../../contracts/upload.ts';
import { cn } from '../../lib/cn.ts';
import { isVideoMedia } from '../../lib/media.ts';
import { uploadFile } from '../lib/upload.ts';
import { Field, inputClass } from './form-fields.tsx';

/**
 * One image (or video) for a record: upload by button or drag and drop, or paste a URL. The file is
 * checked for type and size before sending (admin-area §8 texts), and a progress bar shows while it goes.
 */
export function MediaUploadField({
  label,
  value,
  onChange,
  allowVideo = false,
  error,
  required,
  hint,
  previewUrl,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  allowVideo?: boolean;
  error?: string;
  required?: boolean;
  hint?: string;
  /**
   * What the preview box shows instead of `value` ('' for the empty icon): a link that is not itself
   * a picture or a clip, such as a YouTube page, previews as its thumbnail.
   */
  previewUrl?: string;
}) {
  const problemId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);

  async function send(file: File, dropped: boolean) {
    const refusal = checkUploadCandidate(file, { allowVideo });
    if (refusal) {
      const wrongType = !refusal.includes('size');
      setProblem(
        dropped && wrongType ? (allowVideo ? DROP_MEDIA_ONLY_MESSAGE : DROP_IMAGE_ONLY_MESSAGE) : refusal,
      );
      return;
    }
    setProblem(undefined);
    setProgress(0);
    try {
      const result = await uploadFile(file, { allowVideo, onProgress: setProgress });
      onChange(result.url);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Upload failed');
    } finally {
      setProgress(undefined);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file, true);
  }

  const uploading = progress !== undefined;
  const preview = previewUrl ?? value;
  return (
    <Field label={label} error={error} hint={hint} required={required} className="space-y-2">
      {(control) => (
        <>
          <div
            data-testid="upload-drop-zone"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex flex-col gap-3 rounded-lg border-2 border-dashed p-3 sm:flex-row sm:items-center',
              dragging ? 'border-accent bg-red-50' : 'border-rule-strong bg-paper',
            )}
          >
            <div className="grid aspect-video w-full shrink-0 place-items-center overflow-hidden rounded-md bg-paper-soft sm:w-40">
              {preview ? (
                isVideoMedia(preview) ? (
                  <video
                    src={preview}
                    muted
                    className="h-full w-full object-cover"
                    aria-label={`${label} preview`}
                  />
                ) : (
                  <img src={preview} alt={`${label} preview`} className="h-full w-full object-cover" />
                )
              ) : (
                <ImageIcon aria-hidden="true" className="size-8 text-muted" />
              )}
            </div>
            <div className="min-w-0 flex-1 space-y-2">
              <input
                {...control}
                aria-describedby={
                  [control['aria-describedby'], problem && problemId].filter(Boolean).join(' ') || undefined
                }
                value={value}
                onChange={(event) => onChange(event.target.value)}
                placeholder="https://… or upload a file"
                className={inputClass}
              />
              <div className="flex flex-wrap items-center gap-2">
                <input
                  ref={fileInput}
                  id={`${control.id}-file`}
                  type="file"
                  accept={allowVideo ? MEDIA_ACCEPT : IMAGE_ACCEPT}
                  className="sr-only"
                  disabled={uploading}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) void send(file, false);
                  }}
                />
                <label
                  htmlFor={`${control.id}-file`}
                  className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-ink px-3 text-sm font-semibold text-ink hover:bg-ink hover:text-paper has-[:focus-visible]:outline-2"
                >
                  <Upload aria-hidden="true" className="size-4" />
                  {allowVideo ? 'Upload image or video' : 'Upload image'}
                </label>
                <span className="text-xs text-muted">or drop a file here</span>
              </div>
              {uploading && (
                <div className="flex items-center gap-2 text-xs text-muted">
                  <progress
                    className="h-2 flex-1 accent-accent"
                    max={1}
                    value={progress}
                    aria-label={`Uploading ${label}`}
                  />
                  <span aria-live="polite">{Math.round((progress ?? 0) * 100)}%</span>
                </div>
              )}
            </div>
          </div>
          {problem && (
            <p id={problemId} role="alert" className="text-sm font-medium text-danger">
              {problem}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
