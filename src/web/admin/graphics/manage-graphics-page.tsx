import { Code2, Eye, Layers, Upload, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminGraphic } from '../../../contracts/graphic.ts';
import { EmbedFrame } from '../../components/content/embed-frame.tsx';
import { GraphicPlaceholder, graphicTypeLabel } from '../../components/content/graphic-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { formatShortDate } from '../../lib/format.ts';
import { graphicMedia, isEmbedGraphic } from '../../lib/media.ts';
import { AdminPage, EmptyState, LoadingState } from '../components/admin-page.tsx';
import { CardImage } from '../components/card-image.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge, CardGrid, ContentCard } from '../components/content-card.tsx';
import { FormAlert } from '../components/form-fields.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { PublicationBadge } from '../components/publication.tsx';
import { useDeleteMutation } from '../lib/admin-mutation.ts';
import { SlidePreview } from './slide-preview.tsx';

/** /admin/manage-graphics (admin-area §2 "Graphics card"): every graphic, drafts and scheduled ones too. */
export function ManageGraphicsPage() {
  const paged = usePagedList<AdminGraphic>('/api/admin/graphics', { pageSize: MANAGE_PAGE_SIZE });
  const graphics = paged.query;
  const [previewed, setPreviewed] = useState<AdminGraphic | null>(null);
  const remove = useDeleteMutation({
    path: '/api/admin/graphics',
    successMessage: 'Graphic deleted successfully',
    failureMessage: 'Failed to delete graphic',
  });

  async function confirmDelete(graphic: AdminGraphic) {
    if (await confirmAction(`Are you sure you want to delete the graphic "${graphic.title}"?`)) {
      remove.mutate(graphic.id);
    }
  }

  return (
    <AdminPage
      title="Manage Graphics"
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      actions={
        <>
          <Button asChild>
            <Link href="/admin/create-graphic">
              <Upload aria-hidden="true" />
              Upload Graphic
            </Link>
          </Button>
          <Button variant="secondary" asChild>
            <Link href="/admin/create-embed-graphic">
              <Code2 aria-hidden="true" />
              Embed Graphic
            </Link>
          </Button>
        </>
      }
    >
      {graphics.isPending ? (
        <LoadingState text="Loading graphics..." />
      ) : graphics.isError ? (
        <FormAlert message={serverMessage(graphics.error) ?? 'Failed to load graphics. Please try again.'} />
      ) : paged.items.length === 0 ? (
        <EmptyState
          text="No graphics found. Upload your first graphic!"
          action={{ href: '/admin/create-graphic', label: 'Upload Graphic' }}
        />
      ) : (
        <CardGrid>
          {paged.items.map((graphic) => (
            <GraphicAdminCard
              key={graphic.id}
              graphic={graphic}
              onPreview={() => setPreviewed(graphic)}
              onDelete={() => void confirmDelete(graphic)}
              deleting={remove.isPending && remove.variables === graphic.id}
            />
          ))}
        </CardGrid>
      )}
      <PreviewDialog graphic={previewed} onClose={() => setPreviewed(null)} />
      <Pager label="Graphic pages" page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </AdminPage>
  );
}

function GraphicAdminCard({
  graphic,
  onPreview,
  onDelete,
  deleting,
}: {
  graphic: AdminGraphic;
  onPreview: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const embed = isEmbedGraphic(graphic);
  const media = embed ? [] : graphicMedia(graphic);
  const first = media[0];
  // admin-area §2: the published date, else when it was made; a draft has not been published yet.
  const dated =
    graphic.status === 'draft'
      ? `Created ${formatShortDate(graphic.createdAt)}`
      : `Published ${formatShortDate(graphic.publishedDate)}`;
  return (
    <ContentCard
      media={
        <>
          {!first ? (
            <GraphicPlaceholder embed={embed} />
          ) : first.isVideo ? (
            <video
              src={first.url}
              muted
              playsInline
              preload="metadata"
              aria-label={`${graphic.title} (video)`}
              className="h-full w-full object-cover"
            />
          ) : (
            <CardImage src={first.url} alt={graphic.title} placeholder={<GraphicPlaceholder />} />
          )}
          {media.length > 1 && (
            <Badge className="absolute top-2 right-2">
              <Layers aria-hidden="true" className="size-3.5" />
              {media.length} slides
            </Badge>
          )}
        </>
      }
      badges={
        <>
          <Badge>{graphicTypeLabel(graphic.type)}</Badge>
          <PublicationBadge status={graphic.status} publishedDate={graphic.publishedDate} />
        </>
      }
      title={graphic.title}
      text={graphic.description}
      meta={
        <>
          {graphic.creators.length > 0 && <p>By {graphic.creators.join(', ')}</p>}
          {graphic.tags.length > 0 && <p>Tags: {graphic.tags.join(', ')}</p>}
          <p>{dated}</p>
        </>
      }
      editHref={`/admin/edit-graphic/${graphic.id}`}
      onDelete={onDelete}
      deleting={deleting}
      extraActions={
        <Button
          variant="secondary"
          size="sm"
          onClick={onPreview}
          aria-haspopup="dialog"
          aria-label={`Preview ${graphic.title}`}
        >
          <Eye aria-hidden="true" />
          Preview
        </Button>
      }
    />
  );
}

function PreviewDialog({ graphic, onClose }: { graphic: AdminGraphic | null; onClose: () => void }) {
  return (
    <Dialog.Root open={graphic !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 data-[state=open]:animate-fade-in" />
        {graphic && (
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-paper p-4 shadow-raised data-[state=open]:animate-fade-in sm:p-6"
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {graphicTypeLabel(graphic.type)}
                </p>
                <Dialog.Title className="text-xl font-bold text-ink">{graphic.title}</Dialog.Title>
              </div>
              <Dialog.Close
                aria-label="Close preview"
                className="grid size-10 shrink-0 place-items-center rounded-md text-ink hover:bg-ink/5"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <PreviewBody graphic={graphic} />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PreviewBody({ graphic }: { graphic: AdminGraphic }) {
  const [index, setIndex] = useState(0);
  if (isEmbedGraphic(graphic) && graphic.embedCode) {
    return (
      <div className="overflow-hidden rounded-lg border border-rule">
        <EmbedFrame embedCode={graphic.embedCode} title={graphic.title} />
      </div>
    );
  }
  const media = graphicMedia(graphic);
  return (
    <SlidePreview
      media={media}
      index={index}
      title={graphic.title}
      onStep={(offset) => setIndex((current) => Math.min(Math.max(0, current + offset), media.length - 1))}
    />
  );
}
