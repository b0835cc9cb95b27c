import type { AdminVideo } from '../../../contracts/video.ts';
import type { AdminRoute } from '../admin-route.ts';
import { editorRoutes, listRoute } from '../components/kind-editor.tsx';
import { videoList } from './manage-videos-page.tsx';
import { VideoForm } from './video-form.tsx';

/** NABJ TV screens (admin-area §2); the API calls them "broadcast". Back to the dashboard once created. */
export const videosRoutes: AdminRoute[] = [
  ...editorRoutes<AdminVideo>(
    'video',
    [{ path: '/admin/create-video', title: 'Add Video Content', form: () => <VideoForm /> }],
    {
      path: '/admin/edit-video/:id',
      title: 'Edit Video',
      back: { href: '/admin/manage-videos', label: 'Back to Videos' },
      notFound: 'Video Not Found',
      form: (video) => <VideoForm video={video} />,
    },
  ),
  listRoute('/admin/manage-videos', videoList),
];
