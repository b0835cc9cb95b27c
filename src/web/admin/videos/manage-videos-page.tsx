import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { type AdminVideo, videoTypeLabels } from '../../../contracts/broadcast.ts';
import { CardGridSkeleton } from '../../components/content/card-grid-skeleton.tsx';
import { VideoThumbnail } from '../../components/content/video-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatShortDate } from '../../lib/format.ts';
import { AdminPage, EmptyState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge, CardGrid, ContentCard } from '../components/content-card.tsx';
import { FormAlert } from '../components/form-fields.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { PublicationBadge } from '../components/publication.tsx';
import { useDeleteMutation } from '../lib/admin-mutation.ts';

/** /admin/manage-videos (admin-area §2): every video, drafts and scheduled ones included, as cards. */
export function ManageVideosPage() {
  const paged = usePagedList<AdminVideo>('/api/admin/broadcast', { pageSize: MANAGE_PAGE_SIZE });
  const videos = paged.query;
  const remove = useDeleteMutation({
    path: '/api/admin/broadcast',
    successMessage: 'Video content deleted successfully',
    failureMessage: 'Failed to delete video content',
  });

  async function confirmDelete(video: AdminVideo) {
    if (await confirmAction(`Are you sure you want to delete the video "${video.title}"?`))
      remove.mutate(video.id);
  }

  return (
    <AdminPage
      title="Manage Videos"
      description="NABJ TV: long-form and short-form videos."
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      actions={
        <Button asChild>
          <Link href="/admin/create-video">
            <Plus aria-hidden="true" />
            Add Video
          </Link>
        </Button>
      }
    >
      {videos.isPending ? (
        <CardGridSkeleton label="Loading videos" mediaClassName="aspect-video" />
      ) : videos.isError ? (
        <FormAlert message="The videos could not be loaded. Reload the page to try again." />
      ) : paged.items.length === 0 ? (
        <EmptyState
          text="No videos found. Upload your first video!"
          action={{ href: '/admin/create-video', label: 'Add Video Content' }}
        />
      ) : (
        <CardGrid>
          {paged.items.map((video) => (
            <ContentCard
              key={video.id}
              media={
                <VideoThumbnail
                  url={video.thumbnailUrl}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                />
              }
              badges={
                <>
                  <Badge>{videoTypeLabels[video.type]}</Badge>
                  <PublicationBadge status={video.status} publishedDate={video.publishedDate} />
                </>
              }
              title={video.title}
              text={video.description}
              meta={
                <>
                  {video.creators.length > 0 && <p>By {video.creators.join(', ')}</p>}
                  {video.duration && <p>Duration {video.duration}</p>}
                  <p>Published date {formatShortDate(video.publishedDate)}</p>
                  <p>Created {formatShortDate(video.createdAt)}</p>
                </>
              }
              editHref={`/admin/edit-video/${video.id}`}
              onDelete={() => void confirmDelete(video)}
              deleting={remove.isPending && remove.variables === video.id}
            />
          ))}
        </CardGrid>
      )}
      <Pager label="Video pages" page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </AdminPage>
  );
}
