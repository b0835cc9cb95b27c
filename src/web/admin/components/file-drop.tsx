import type { ReactNode, Ref } from 'react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

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
    <div
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Moving onto a child of the box is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onDrop([...event.dataTransfer.files]);
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

/**
 * A file input shown as its label, styled as a button; the input stays focusable for the keyboard.
 * It is emptied after each pick, so the same file can be picked again.
 */
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
        className="sr-only"
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
          disabled && 'pointer-events-none opacity-50',
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
