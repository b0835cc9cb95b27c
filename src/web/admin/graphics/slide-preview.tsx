import { ChevronLeft, ChevronRight, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { mediaUrl } from '../../components/ui/responsive-image.tsx';
import type { GraphicMedia } from '../../lib/media.ts';

/**
 * One slide at a time with Previous/Next (bounded at the ends, as on the public viewer): the live
 * preview of the create and edit forms and of the manage screen's preview dialog. It keeps its own
 * place unless the slide list chooses it (`index`, `onIndex`).
 */
export function SlidePreview({
  media,
  title,
  index: chosen,
  onIndex,
}: {
  media: readonly GraphicMedia[];
  /** What the slides are of, for their alt text ("Campus housing, slide 2 of 3"). */
  title: string;
  index?: number;
  onIndex?: (index: number) => void;
}) {
  const [own, setOwn] = useState(0);
  const count = media.length;
  const index = Math.min(chosen ?? own, Math.max(0, count - 1));
  const current = media[index];
  const step = (offset: -1 | 1) => (onIndex ?? setOwn)(index + offset);
  const name = `${title.trim() || 'Graphic'}, slide ${index + 1} of ${count}`;
  return (
    <figure data-testid="slide-preview" className="overflow-hidden rounded-lg border border-rule bg-paper">
      <div className="grid aspect-[4/3] w-full place-items-center bg-paper-soft">
        {!current ? (
          <div className="flex flex-col items-center gap-2 text-sm text-muted">
            <ImageIcon aria-hidden="true" className="size-8" />
            No slides yet
          </div>
        ) : (
          <SlideMedia key={current.url} {...current} name={name} controls className="object-contain" />
        )}
      </div>
      {count > 0 && (
        <figcaption className="flex items-center justify-between gap-2 border-t border-rule px-3 py-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous slide"
            disabled={index === 0}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </Button>
          <p className="text-sm text-muted tabular-nums" aria-live="polite">
            Slide {index + 1} of {count}
          </p>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next slide"
            disabled={index >= count - 1}
            onClick={() => step(1)}
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </figcaption>
      )}
    </figure>
  );
}

/** A slide's picture or video; `name` is its alt text, none for a thumbnail beside its name. */
export function SlideMedia({
  url,
  isVideo,
  name = '',
  controls = false,
  className,
}: GraphicMedia & { name?: string; controls?: boolean; className: string }) {
  const classes = `h-full w-full ${className}`;
  if (!isVideo) return <img src={mediaUrl(url)} alt={name} className={classes} />;
  return (
    <video
      src={mediaUrl(url)}
      muted
      controls={controls}
      playsInline
      preload="metadata"
      aria-label={name || undefined}
      className={classes}
    />
  );
}
