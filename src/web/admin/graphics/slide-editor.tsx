import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { isVideoMedia, MAX_SLIDES, type Slide } from '../../../contracts/graphic.ts';
import {
  MAX_FILES_PER_REQUEST,
  MEDIA_ACCEPT,
  SLIDES_UPLOAD_FAILED_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
} from '../../../contracts/upload.ts';
import { toast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { DropZone, FilePicker, UploadProgress, uploadRefusal } from '../components/file-drop.tsx';
import { RequiredMark } from '../components/form-fields.tsx';
import { RowButtons } from '../components/row-buttons.tsx';
import { uploadSlides } from '../lib/upload.ts';
import { SlideMedia, SlidePreview } from './slide-preview.tsx';

/** A slide on the create and edit forms (admin-area §3, §4): its place in the list is its order. */
export type SlideValue = Omit<Slide, 'order'>;

/** The alert for files the browser already knows cannot be slides (admin-area §8 texts). */
function refusalOf(files: readonly File[], dropped: boolean, slideCount: number): string | undefined {
  const refusal = files.map((file) => uploadRefusal(file, true, dropped)).find(Boolean);
  if (refusal) return refusal;
  if (files.length > MAX_FILES_PER_REQUEST) return TOO_MANY_FILES_MESSAGE;
  if (slideCount + files.length > MAX_SLIDES) return `At most ${MAX_SLIDES} slides`;
  return undefined;
}

/**
 * The slides of a graphic: upload many files by button or drag and drop (checked first, then sent in
 * one request with a progress bar), the list with thumbnails and Move up / Move down / Remove, and the
 * live preview. The first slide is marked as the main image.
 */
export function SlideEditor({
  slides: { fields: slides, append, move, remove },
  title,
  error,
}: {
  /** The form's slide list (useFieldArray). */
  slides: {
    fields: (SlideValue & { id: string })[];
    append: (slides: SlideValue[]) => void;
    move: (from: number, to: number) => void;
    remove: (index: number) => void;
  };
  /** The graphic's title, for the alt text of the slides. */
  title: string;
  error?: string;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [previewIndex, setPreviewIndex] = useState(0);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const uploading = progress !== undefined;
  const shown = Math.min(previewIndex, Math.max(0, slides.length - 1));
  const media = slides.map((slide) => ({ url: slide.url, isVideo: isVideoMedia(slide.url, slide.mimeType) }));

  async function send(files: File[], dropped: boolean) {
    if (files.length === 0) return;
    const refusal = refusalOf(files, dropped, slides.length);
    setProblem(refusal);
    if (refusal) return;
    setProgress(0);
    try {
      const result = await uploadSlides(files, setProgress);
      // A new list after a save starts its preview at the first slide.
      if (slides.length === 0) setPreviewIndex(0);
      append(result.slides.map(({ url, mimeType, filename }) => ({ url, mimeType, originalName: filename })));
      toast({ title: 'Success', description: `Uploaded ${result.slides.length} slide(s)` });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : SLIDES_UPLOAD_FAILED_MESSAGE);
      toast({ title: 'Error', description: SLIDES_UPLOAD_FAILED_MESSAGE, variant: 'destructive' });
    } finally {
      setProgress(undefined);
    }
  }

  /** Keyboard users keep their place: focus goes to the row that took its place, else the upload button. */
  function removeSlide(index: number) {
    setPreviewIndex(0);
    remove(index);
    setAnnouncement(`Slide ${index + 1} removed. ${slides.length - 1} left.`);
    requestAnimationFrame(() => {
      const rows = list.current?.children ?? [];
      const next = rows[Math.min(index, rows.length - 1)]?.querySelector<HTMLElement>('[data-remove]');
      (next ?? fileInput.current)?.focus();
    });
  }

  const describedBy =
    [error && `${id}-error`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="space-y-4 rounded-lg border border-rule p-4" aria-describedby={describedBy}>
      <legend className="px-1 text-sm font-semibold text-ink">
        Slides
        <RequiredMark />
      </legend>
      <DropZone
        testId="slides-drop-zone"
        onDrop={(files) => !uploading && void send(files, true)}
        className="flex flex-col items-center gap-2 px-4 py-6 text-center"
      >
        <FilePicker
          ref={fileInput}
          id={`${id}-files`}
          multiple
          accept={MEDIA_ACCEPT}
          disabled={uploading}
          onPick={(files) => void send(files, false)}
          className="h-10 border border-ink px-4 text-ink hover:bg-ink hover:text-paper"
        >
          <Upload aria-hidden="true" className="size-4" />
          Upload slides
        </FilePicker>
        <p className="text-xs text-muted">
          or drag and drop images (JPG, PNG, GIF, WebP) or videos (MP4, WebM, OGG, AVI, MOV) here. Images up
          to 10MB, videos up to 100MB.
        </p>
        {progress !== undefined && (
          <UploadProgress label="Uploading slides" fraction={progress} className="w-full max-w-sm" />
        )}
      </DropZone>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        <SlidePreview title={title} media={media} index={shown} onIndex={setPreviewIndex} />
        <div>
          <h3 id={`${id}-list`} className="mb-2 text-sm font-semibold text-ink">
            Slide order ({slides.length})
          </h3>
          {slides.length === 0 ? (
            <p className="text-sm text-muted">No slides yet. The first slide becomes the main image.</p>
          ) : (
            <ol ref={list} aria-labelledby={`${id}-list`} className="space-y-2">
              {slides.map((slide, index) => {
                const name = slide.originalName || slide.url.split('/').pop() || slide.url;
                return (
                  <li
                    key={slide.id}
                    data-testid="slide-row"
                    className={cn(
                      'flex items-center gap-3 rounded-md border bg-paper p-2',
                      index === shown ? 'border-ink' : 'border-rule',
                    )}
                  >
                    <button
                      type="button"
                      onClick={() => setPreviewIndex(index)}
                      aria-label={`Preview slide ${index + 1}`}
                      aria-pressed={index === shown}
                      className="size-14 shrink-0 overflow-hidden rounded bg-paper-soft"
                    >
                      <SlideMedia {...media[index]!} className="object-cover" />
                    </button>
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-ink">
                        Slide {index + 1}
                        {index === 0 && (
                          <span className="whitespace-nowrap rounded bg-ink px-1.5 py-0.5 text-xs font-semibold text-paper">
                            Main image
                          </span>
                        )}
                      </p>
                      <p className="truncate text-xs text-muted" title={name}>
                        {name}
                      </p>
                    </div>
                    <RowButtons
                      name={`slide ${index + 1}`}
                      index={index}
                      count={slides.length}
                      onMove={(from, to) => {
                        move(from, to);
                        setAnnouncement(`Slide moved to position ${to + 1} of ${slides.length}.`);
                      }}
                      onRemove={() => removeSlide(index)}
                    />
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger" data-testid="slides-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
