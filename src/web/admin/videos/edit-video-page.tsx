import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { AdminVideo } from '../../../contracts/broadcast.ts';
import { apiJson, statusOf } from '../../lib/api.ts';
import { AdminPage, LoadingState, NotFoundState } from '../components/admin-page.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { VideoForm } from './video-form.tsx';
import { videoValuesOf } from './video-form-values.ts';

const back = { href: '/admin/manage-videos', label: 'Back to Videos' };

/** /admin/edit-video/:id (admin-area §2): loading, then the prefilled form or "Video Not Found". */
export function EditVideoPage({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  const [, navigate] = useLocation();
  const video = useQuery<AdminVideo>({ queryKey: ['/api/admin/broadcast', id] });
  const update = useAdminMutation({
    mutationFn: (body: object) =>
      apiJson<AdminVideo>('PUT', `/api/admin/broadcast/${encodeURIComponent(id)}`, body),
    successMessage: 'Video updated successfully',
    failureMessage: 'Failed to update video',
    onSuccess: () => navigate('/admin/manage-videos'),
  });

  if (video.isPending) return <LoadingState text="Loading video..." />;
  if (video.isError) {
    // A malformed id (400) is as missing as an unknown one.
    const missing = statusOf(video.error) === 404 || statusOf(video.error) === 400;
    return (
      <NotFoundState title={missing ? 'Video Not Found' : 'The video could not be loaded'} back={back} />
    );
  }
  return (
    <AdminPage
      title="Edit Video"
      back={back}
      width="form"
      actions={<SiteLinks kind="broadcast" item={video.data} />}
    >
      <VideoForm
        key={video.data.id}
        mode="edit"
        initial={videoValuesOf(video.data)}
        pending={update.isPending}
        onSubmit={update.mutateAsync}
        cancelHref={back.href}
      />
    </AdminPage>
  );
}
