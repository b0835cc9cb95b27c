import { Code2, ImageOff, Layers } from 'lucide-react';
import type { Graphic } from '../../../contracts/graphic.ts';
import { graphicMedia, isEmbedGraphic } from '../../lib/media.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { ViewerCard } from './video-card.tsx';

/** "data-visualization" → "Data Visualization": the graphic's type as a label. */
export function graphicTypeLabel(type: string): string {
  if (type === 'data-viz') return 'Data Viz';
  return type
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The stand-in shown where a picture would be: an embed's badge, or a graphic without media. */
export function GraphicPlaceholder({ embed = false }: { embed?: boolean }) {
  const Icon = embed ? Code2 : ImageOff;
  return (
    <div
      data-placeholder="graphic"
      className="flex h-full w-full flex-col items-center justify-center gap-2 bg-paper-soft text-muted"
    >
      <Icon aria-hidden="true" className="size-8" />
      <span className="font-semibold text-xs uppercase tracking-[0.2em]">
        {embed ? 'Interactive graphic' : 'Graphic'}
      </span>
    </div>
  );
}

export interface GraphicCardProps {
  graphic: Graphic;
  onOpen: (graphic: Graphic) => void;
  priority?: boolean;
  className?: string;
}

/**
 * A graphic in a grid: its first slide or image (a video slide plays muted and silent as a still), a
 * slide-count badge when there is more than one, and the whole card opening the viewer.
 */
export function GraphicCard({ graphic, onOpen, priority = false, className }: GraphicCardProps) {
  const embed = isEmbedGraphic(graphic);
  const media = embed ? [] : graphicMedia(graphic);
  const first = media[0];
  return (
    <ViewerCard
      media={
        <div className="relative aspect-[4/3] overflow-hidden rounded-md border border-rule bg-paper-soft">
          {!first ? (
            <GraphicPlaceholder embed={embed} />
          ) : first.isVideo ? (
            <video
              src={first.url}
              muted
              playsInline
              preload="metadata"
              aria-hidden="true"
              tabIndex={-1}
              className="h-full w-full object-cover"
            />
          ) : (
            <ResponsiveImage
              src={first.url}
              alt=""
              width={800}
              height={600}
              priority={priority}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="h-full w-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
            />
          )}
          {media.length > 1 && (
            <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded bg-ink/90 px-2 py-1 font-semibold text-paper text-xs">
              <Layers aria-hidden="true" className="size-3.5" />
              {media.length} slides
            </span>
          )}
        </div>
      }
      eyebrow={graphicTypeLabel(graphic.type)}
      title={graphic.title}
      onOpen={() => onOpen(graphic)}
      description={graphic.description}
      creators={graphic.creators}
      publishedDate={graphic.publishedDate}
      testId="graphic-card"
      className={className}
    />
  );
}
