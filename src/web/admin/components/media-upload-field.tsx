import { ImageIcon, Upload } from 'lucide-react';
import { useId } from 'react';
import { IMAGE_ACCEPT, MEDIA_ACCEPT } from '../../../contracts/upload.ts';
import { isVideoMedia } from '../../lib/media.ts';
import { DropZone, FilePicker, UploadProgress, useUploads } from './file-drop.tsx';
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
  const { send, sending, problems } = useUploads(allowVideo, ([result]) => result && onChange(result.url));
  const problem = problems[0]?.message;
  const preview = previewUrl ?? value;
  return (
    <Field label={label} error={error} hint={hint} required={required} className="space-y-2">
      {(control) => (
        <>
          <DropZone
            testId="upload-drop-zone"
            onDrop={(files) => void send(files.slice(0, 1), true)}
            className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center"
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
                <FilePicker
                  id={`${control.id}-file`}
                  accept={allowVideo ? MEDIA_ACCEPT : IMAGE_ACCEPT}
                  disabled={sending !== undefined}
                  onPick={(files) => void send(files.slice(0, 1), false)}
                  className="h-9 border border-ink px-3 text-ink hover:bg-ink hover:text-paper"
                >
                  <Upload aria-hidden="true" className="size-4" />
                  {allowVideo ? 'Upload image or video' : 'Upload image'}
                </FilePicker>
                <span className="text-xs text-muted">or drop a file here</span>
              </div>
              {sending && <UploadProgress label={`Uploading ${label}`} fraction={sending.fraction} />}
            </div>
          </DropZone>
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
