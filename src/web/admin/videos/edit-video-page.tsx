import { useQuery } from '@tanstack/react-query';
import type { AdminVideo } from '../../../contracts/broadcast.ts';
import { EditorShell } from '../components/editor-shell.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { VideoForm } from './video-form.tsx';

/** /admin/edit-video/:id (admin-area §2): loading, then the prefilled form or "Video Not Found". */
export function EditVideoPage({ params }: { params: Record<string, string | undefined> }) {
  return (
    <EditorShell
      title="Edit Video"
      back={{ href: '/admin/manage-videos', label: 'Back to Videos' }}
      query={useQuery<AdminVideo>({ queryKey: ['/api/admin/broadcast', params.id ?? ''] })}
      loadingText="Loading video..."
      notFoundTitle="Video Not Found"
      actions={(video) => <SiteLinks kind="broadcast" item={video} />}
    >
      {(video) => <VideoForm key={video.id} video={video} />}
    </EditorShell>
  );
}
