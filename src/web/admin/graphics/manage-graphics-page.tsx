import { Eye, Layers } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { AdminGraphic } from '../../../contracts/graphic.ts';
import { EmbedFrame } from '../../components/content/embed-frame.tsx';
import { GraphicPlaceholder, graphicTypeLabel } from '../../components/content/graphic-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogCloseButton } from '../../components/ui/dialog-close-button.tsx';
import { graphicMedia, isEmbedGraphic } from '../../lib/media.ts';
import { CardImage } from '../components/card-image.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { Badge } from '../components/content-card.tsx';
import type { ListView } from '../components/content-list/content-list-page.tsx';
import { ShellDialogContent } from '../shell/shell-dialog.tsx';
import { SlideMedia, SlidePreview } from './slide-preview.tsx';

/** The first slide or image; a video slide plays muted (admin-area §2 "Graphics card"). */
function GraphicPicture({ graphic }: { graphic: AdminGraphic }) {
  const embed = isEmbedGraphic(graphic);
  const first = embed ? undefined : graphicMedia(graphic)[0];
  if (!first) return <GraphicPlaceholder embed={embed} />;
  if (first.isVideo)
    return <SlideMedia {...first} name={`${graphic.title} (video)`} className="object-cover" />;
  return <CardImage src={first.url} alt={graphic.title} placeholder={<GraphicPlaceholder />} />;
}

export const graphicList: ListView<AdminGraphic> = {
  kind: 'graphic',
  title: (graphic) => graphic.title,
  picture: (graphic) => <GraphicPicture graphic={graphic} />,
  badges: (graphic) => {
    const slides = isEmbedGraphic(graphic) ? 0 : graphicMedia(graphic).length;
    return (
      slides > 1 && (
        <Badge>
          <Layers aria-hidden="true" className="size-3.5" />
          {slides} slides
        </Badge>
      )
    );
  },
  publication: (graphic) => graphic,
  byline: (graphic) => graphic.creators.join(', '),
  group: (graphic) => <Badge>{graphicTypeLabel(graphic.type)}</Badge>,
  // admin-area §2: the published date, else when it was made; a draft has not been published yet.
  date: (graphic) =>
    graphic.status === 'draft' ? (
      <ChapterTime prefix="Created" iso={graphic.createdAt} />
    ) : (
      <ChapterTime prefix="Published" iso={graphic.publishedDate} withTime />
    ),
  meta: (graphic) => graphic.tags.length > 0 && `Tags: ${graphic.tags.join(', ')}`,
  text: (graphic) => graphic.description,
  actions: (graphic) => <GraphicPreview graphic={graphic} />,
};

function GraphicPreview({ graphic }: { graphic: AdminGraphic }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Preview ${graphic.title}`}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
      </Dialog.Trigger>
      <ShellDialogContent className="top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-4 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">
              {graphicTypeLabel(graphic.type)}
            </p>
            <Dialog.Title className="text-xl font-bold text-ink">{graphic.title}</Dialog.Title>
          </div>
          <DialogCloseButton label="Close preview" />
        </div>
        {isEmbedGraphic(graphic) && graphic.embedCode ? (
          <div className="overflow-hidden rounded-lg border border-rule">
            <EmbedFrame embedCode={graphic.embedCode} title={graphic.title} />
          </div>
        ) : (
          <SlidePreview media={graphicMedia(graphic)} title={graphic.title} />
        )}
      </ShellDialogContent>
    </Dialog.Root>
  );
}
