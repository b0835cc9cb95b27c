import { type ReactNode, type Ref, useState } from 'react';
import {
  checkUploadCandidate,
  DROP_IMAGE_ONLY_MESSAGE,
  DROP_MEDIA_ONLY_MESSAGE,
  invalidTypeMessage,
  UPLOAD_FAILED_MESSAGE,
  type UploadResult,
} from '../../../contracts/upload.ts';
import { cn } from '../../lib/cn.ts';
import { uploadFile } from '../lib/upload.ts';

/** Why `file` cannot be sent (admin-area §8); a dropped file of the wrong type hears what the box takes. */
export function uploadRefusal(file: File, allowVideo: boolean, dropped: boolean): string | undefined {
  const refusal = checkUploadCandidate(file, { allowVideo });
  if (!dropped || refusal !== invalidTypeMessage(allowVideo)) return refusal;
  return allowVideo ? DROP_MEDIA_ONLY_MESSAGE : DROP_IMAGE_ONLY_MESSAGE;
}

/**
 * Sends files one after another, each checked first (admin-area §8), with their progress; what was
 * refused or failed is kept, the others still go. `onUploaded` runs once with every file that went.
 */
export function useUploads(allowVideo: boolean, onUploaded: (results: UploadResult[]) => unknown) {
  const [sending, setSending] = useState<{ file: File; index: number; count: number; fraction: number }>();
  const [problems, setProblems] = useState<{ file: File; message: string }[]>([]);
  async function send(files: File[], dropped: boolean) {
    if (files.length === 0 || sending) return;
    const refused: typeof problems = [];
    const results: UploadResult[] = [];
    setProblems([]);
    for (const [index, file] of files.entries()) {
      const refusal = uploadRefusal(file, allowVideo, dropped);
      if (refusal) {
        refused.push({ file, message: refusal });
        continue;
      }
      const onProgress = (fraction: number) => setSending({ file, index, count: files.length, fraction });
      onProgress(0);
      try {
        results.push(await uploadFile(file, { allowVideo, onProgress }));
      } catch (failure) {
        refused.push({ file, message: failure instanceof Error ? failure.message : UPLOAD_FAILED_MESSAGE });
      }
    }
    setSending(undefined);
    setProblems(refused);
    if (results.length > 0) await onUploaded(results);
  }
  return { send, sending, problems };
}

/** A form shown read-only (its fields in a disabled fieldset) takes no file. */
const takesFiles = (box: Element) => !box.closest('fieldset:disabled');

/** A dashed box that files can be dropped on; it lights up while something is dragged over it. */
export function DropZone({
  testId,
  className,
  onDrop,
  children,
}: {
  testId: string;
  className?: string;
  onDrop: (files: File[]) => void;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: no ARIA role means a drop target; the FilePicker inside is the way in for keyboards and screen readers.
    <div
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(takesFiles(event.currentTarget));
      }}
      onDragLeave={(event) => {
        // Moving onto a child of the box is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (takesFiles(event.currentTarget)) onDrop([...event.dataTransfer.files]);
      }}
      className={cn(
        'rounded-lg border-2 border-dashed',
        dragging ? 'border-accent bg-red-50' : 'border-rule-strong bg-paper',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A file input shown as a button-like label, still focusable; emptied after a pick to allow the same again. */
export function FilePicker({
  id,
  ref,
  accept,
  multiple,
  disabled,
  describedBy,
  className,
  onPick,
  children,
}: {
  id: string;
  ref?: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string;
  className: string;
  onPick: (files: File[]) => void;
  children: ReactNode;
}) {
  return (
    <>
      <input
        ref={ref}
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        className="peer sr-only"
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          'inline-flex cursor-pointer items-center gap-2 rounded-md text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
          // The input's own state: disabled by its prop or by a disabled fieldset around the form.
          'peer-disabled:pointer-events-none peer-disabled:opacity-50',
          className,
        )}
      >
        {children}
      </label>
    </>
  );
}

/** The bar of a file being sent, its percentage announced; `detail` goes before it ("2 of 3 · "). */
export function UploadProgress({
  label,
  fraction,
  detail,
  className,
}: {
  label: string;
  fraction: number;
  detail?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-2 text-xs text-muted', className)}>
      <progress className="h-2 flex-1 accent-accent" max={1} value={fraction} aria-label={label} />
      <span aria-live="polite" className="shrink-0 tabular-nums">
        {detail}
        {Math.round(fraction * 100)}%
      </span>
    </div>
  );
}
