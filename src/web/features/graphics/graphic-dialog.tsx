import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Graphic } from '../../../contracts/graphic.ts';
import { EmbedFrame } from '../../components/content/embed-frame.tsx';
import { graphicTypeLabel } from '../../components/content/graphic-card.tsx';
import { CreatorLinks } from '../../components/content/video-card.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { ViewerDialog, ViewerDialogBody } from '../../components/ui/viewer-dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { formatShortDate } from '../../lib/format.ts';
import { type GraphicMedia, graphicMedia, isEmbedGraphic } from '../../lib/media.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
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
    <ViewerDialog open={graphic !== null} onClose={onClose} testId="graphic-dialog" className="max-w-5xl">
      {graphic && <GraphicBody key={graphic.id} graphic={graphic} />}
    </ViewerDialog>
  );
}

function GraphicBody({ graphic }: { graphic: Graphic }) {
  const zone = useTimeZone();
  const embed = isEmbedGraphic(graphic);
  const media = embed ? [] : graphicMedia(graphic);
  const date = formatShortDate(graphic.publishedDate, zone);
  const [index, setIndex] = useState(0);

  // The arrow keys turn slides wherever focus is in the dialog, the dialog itself included (never
  // inside the embed's frame, whose keys stay there). The dialog is modal, so the document's keys are its.
  const slides = media.length;
  useEffect(() => {
    if (slides < 2) return;
    const turn = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((value) => stepSlide(value, -1, slides));
      else if (event.key === 'ArrowRight') setIndex((value) => stepSlide(value, 1, slides));
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', turn);
    return () => document.removeEventListener('keydown', turn);
  }, [slides]);

  return (
    <ViewerDialogBody
      media={
        embed && graphic.embedCode ? (
          <EmbedFrame embedCode={graphic.embedCode} title={graphic.title} />
        ) : (
          media.length > 0 && (
            <SlideViewer graphic={graphic} media={media} index={index} setIndex={setIndex} />
          )
        )
      }
      eyebrow={graphicTypeLabel(graphic.type)}
      title={graphic.title}
      closeLabel="Close graphic"
    >
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
    </ViewerDialogBody>
  );
}
