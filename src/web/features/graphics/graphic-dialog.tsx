import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { Graphic } from '../../../contracts/graphic.ts';
import { EmbedFrame } from '../../components/content/embed-frame.tsx';
import { graphicTypeLabel } from '../../components/content/graphic-card.tsx';
import { CreatorLinks } from '../../components/content/video-card.tsx';
import { DialogCloseButton } from '../../components/ui/dialog-close-button.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { cn } from '../../lib/cn.ts';
import { formatShortDate } from '../../lib/format.ts';
import { type GraphicMedia, graphicMedia, isEmbedGraphic } from '../../lib/media.ts';
import { useViewReport } from '../../lib/views.ts';
import { stepSlide } from './page-flip.ts';

const arrowButton =
  'grid size-11 place-items-center rounded-full bg-paper text-ink shadow-raised transition-colors duration-150 hover:bg-ink hover:text-paper disabled:pointer-events-none disabled:opacity-40';

function SlideMedia({ media, title, position }: { media: GraphicMedia; title: string; position: string }) {
  if (media.isVideo) {
    return (
      <video
        key={media.url}
        src={media.url}
        muted
        controls
        playsInline
        preload="metadata"
        aria-label={`${title}, ${position}`}
        className="h-full w-full object-contain"
      />
    );
  }
  return (
    <ResponsiveImage
      key={media.url}
      src={media.url}
      alt={`${title}, ${position}`}
      width={1200}
      height={900}
      priority
      sizes="(min-width: 1024px) 64rem, 100vw"
      className="h-full w-full object-contain"
    />
  );
}

/** The slides with previous/next (bounded at the ends), dots to jump, and the arrow keys. */
function SlideViewer({
  graphic,
  media,
  index,
  setIndex,
}: {
  graphic: Graphic;
  media: GraphicMedia[];
  index: number;
  setIndex: (update: (value: number) => number) => void;
}) {
  const count = media.length;
  const current = media[index];
  if (!current) return null;
  const position = `slide ${index + 1} of ${count}`;

  return (
    <div data-testid="slide-viewer">
      <div className="relative aspect-[4/3] max-h-[65dvh] w-full bg-paper-soft">
        <SlideMedia media={current} title={graphic.title} position={position} />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous slide"
              disabled={index === 0}
              onClick={() => setIndex((value) => stepSlide(value, -1, count))}
              className={cn(arrowButton, '-translate-y-1/2 absolute top-1/2 left-3')}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-label="Next slide"
              disabled={index === count - 1}
              onClick={() => setIndex((value) => stepSlide(value, 1, count))}
              className={cn(arrowButton, '-translate-y-1/2 absolute top-1/2 right-3')}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-rule border-b px-4 py-3">
          <p className="text-muted text-sm tabular-nums" aria-live="polite">
            Slide {index + 1} of {count}
          </p>
          <div className="flex flex-wrap justify-center gap-1">
            {media.map((item, dot) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a position, and slides never reorder here.
                key={`${item.url}-${dot}`}
                type="button"
                aria-label={`Go to slide ${dot + 1}`}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => setIndex(() => dot)}
                className="group grid size-6 place-items-center rounded-full"
              >
                <span
                  className={cn(
                    'block size-2.5 rounded-full border border-ink transition-colors duration-150',
                    dot === index ? 'bg-ink' : 'bg-paper group-hover:bg-ink/40',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

export function GraphicDialog({ graphic, onClose }: { graphic: Graphic | null; onClose: () => void }) {
  useViewReport('graphic', graphic?.id);
  return (
    <Dialog.Root open={graphic !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        {graphic && <GraphicContent key={graphic.id} graphic={graphic} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function GraphicContent({ graphic }: { graphic: Graphic }) {
  const opener = useRef<HTMLElement | null>(null);
  const embed = isEmbedGraphic(graphic);
  const media = embed ? [] : graphicMedia(graphic);
  const date = formatShortDate(graphic.publishedDate);
  const [index, setIndex] = useState(0);

  // The arrow keys turn slides wherever focus is inside the dialog (except inside the embed's frame).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (media.length < 2) return;
    if (event.key === 'ArrowLeft') setIndex((value) => stepSlide(value, -1, media.length));
    else if (event.key === 'ArrowRight') setIndex((value) => stepSlide(value, 1, media.length));
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Content
      data-testid="graphic-dialog"
      // Opened without a Dialog.Trigger, so focus goes back to whatever opened it (a card's button).
      onOpenAutoFocus={() => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
      onKeyDown={onKeyDown}
      aria-describedby={undefined}
      className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-5xl overflow-y-auto rounded-lg bg-paper shadow-raised outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
    >
      <div className="overflow-hidden rounded-t-lg">
        {embed && graphic.embedCode ? (
          <EmbedFrame embedCode={graphic.embedCode} title={graphic.title} />
        ) : (
          media.length > 0 && (
            <SlideViewer graphic={graphic} media={media} index={index} setIndex={setIndex} />
          )
        )}
      </div>
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-semibold text-accent text-xs uppercase tracking-widest">
              {graphicTypeLabel(graphic.type)}
            </p>
            <Dialog.Title className="mt-1 font-bold font-serif text-2xl text-ink leading-tight sm:text-3xl">
              {graphic.title}
            </Dialog.Title>
          </div>
          <DialogCloseButton label="Close graphic" className="-mr-2" />
        </div>
        <CreatorLinks creators={graphic.creators} className="mt-2" />
        {date && (
          <p className="mt-1 text-muted text-sm">
            <time dateTime={graphic.publishedDate}>{date}</time>
          </p>
        )}
        {graphic.description && (
          <p className="mt-4 max-w-prose whitespace-pre-line font-serif text-ink text-lg leading-relaxed">
            {graphic.description}
          </p>
        )}
        {graphic.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {graphic.tags.map((tag) => (
              <li key={tag} className="rounded-full border border-rule-strong px-3 py-1 text-ink text-xs">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog.Content>
  );
}
