import { ArrowDown, ArrowUp, Trash2, Upload } from 'lucide-react';
import { type Dispatch, type SetStateAction, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MAX_SLIDES } from '../../../contracts/graphic.ts';
import {
  checkUploadCandidate,
  DROP_MEDIA_ONLY_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_FILES_PER_REQUEST,
  MEDIA_ACCEPT,
  SLIDES_UPLOAD_FAILED_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  VIDEO_TOO_LARGE_MESSAGE,
} from '../../../contracts/upload.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { DropZone, FilePicker, UploadProgress } from '../components/file-drop.tsx';
import { uploadSlides } from '../lib/upload.ts';
import { isVideoSlide, moveSlide, type SlideItem, slideItem } from './slide-list.ts';
import { SlideMedia, SlidePreview } from './slide-preview.tsx';

/** The alert for files the browser already knows cannot be slides (admin-area §8 texts). */
function refusalOf(files: readonly File[], dropped: boolean, slideCount: number): string | undefined {
  for (const file of files) {
    const refusal = checkUploadCandidate(file, { allowVideo: true });
    if (!refusal) continue;
    const tooLarge = refusal === IMAGE_TOO_LARGE_MESSAGE || refusal === VIDEO_TOO_LARGE_MESSAGE;
    return dropped && !tooLarge ? DROP_MEDIA_ONLY_MESSAGE : refusal;
  }
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
  slides,
  onChange,
  title,
  error,
}: {
  slides: readonly SlideItem[];
  onChange: Dispatch<SetStateAction<SlideItem[]>>;
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

  // Keyboard users keep their place: after a move, focus follows the slide; after a removal, the row
  // that took its place (or the upload button when none is left). flushSync draws the list first.
  function change(next: SlideItem[], focus: () => HTMLElement | null | undefined) {
    flushSync(() => onChange(next));
    focus()?.focus();
  }
  const button = (row: Element | null | undefined, action: string) =>
    row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`);

  async function send(files: File[], dropped: boolean) {
    if (files.length === 0) return;
    const refusal = refusalOf(files, dropped, slides.length);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(undefined);
    setProgress(0);
    try {
      const result = await uploadSlides(files, setProgress);
      // A new list after a save starts its preview at the first slide.
      if (slides.length === 0) setPreviewIndex(0);
      const added = result.slides.map((slide) => slideItem({ ...slide, originalName: slide.filename }));
      onChange((current) => [...current, ...added]);
      toast({ title: 'Success', description: `Uploaded ${result.slides.length} slide(s)` });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : SLIDES_UPLOAD_FAILED_MESSAGE);
      toast({ title: 'Error', description: SLIDES_UPLOAD_FAILED_MESSAGE, variant: 'destructive' });
    } finally {
      setProgress(undefined);
    }
  }

  function move(slide: SlideItem, index: number, offset: -1 | 1) {
    const [toward, away] = offset < 0 ? ['up', 'down'] : ['down', 'up'];
    change(moveSlide(slides, index, offset), () => {
      const row = list.current?.querySelector(`[data-slide-key="${slide.key}"]`);
      return button(row, toward) ?? button(row, away);
    });
    setAnnouncement(`Slide moved to position ${index + offset + 1} of ${slides.length}.`);
  }

  function remove(index: number) {
    setPreviewIndex(0);
    change(
      slides.filter((_, position) => position !== index),
      () => {
        const rows = list.current?.querySelectorAll('[data-slide-key]') ?? [];
        return button(rows[Math.min(index, rows.length - 1)], 'remove') ?? fileInput.current;
      },
    );
    setAnnouncement(`Slide ${index + 1} removed. ${slides.length - 1} left.`);
  }

  const describedBy =
    [error && `${id}-error`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="space-y-4 rounded-lg border border-rule p-4" aria-describedby={describedBy}>
      <legend className="px-1 text-sm font-semibold text-ink">
        Slides
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
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
        <SlidePreview
          title={title}
          media={slides.map((slide) => ({ url: slide.url, isVideo: isVideoSlide(slide) }))}
          index={shown}
          onIndex={setPreviewIndex}
        />
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
                    key={slide.key}
                    data-slide-key={slide.key}
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
                      <SlideMedia url={slide.url} isVideo={isVideoSlide(slide)} className="object-cover" />
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
                    <div className="flex shrink-0 gap-1">
                      {moves.map(({ offset, direction, Icon }) => (
                        <Button
                          key={direction}
                          variant="secondary"
                          size="sm"
                          className="size-9 px-0"
                          data-action={direction}
                          aria-label={`Move slide ${index + 1} ${direction}`}
                          title={`Move ${direction}`}
                          disabled={!slides[index + offset]}
                          onClick={() => move(slide, index, offset)}
                        >
                          <Icon aria-hidden="true" />
                        </Button>
                      ))}
                      <Button
                        variant="secondary"
                        size="sm"
                        className="size-9 border-danger px-0 text-danger hover:bg-danger hover:text-danger-ink"
                        data-action="remove"
                        aria-label={`Remove slide ${index + 1}`}
                        title="Remove"
                        onClick={() => remove(index)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
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

const moves = [
  { offset: -1, direction: 'up', Icon: ArrowUp },
  { offset: 1, direction: 'down', Icon: ArrowDown },
] as const;
