import { AdminPage } from '../components/admin-page.tsx';
import { VideoForm } from './video-form.tsx';

/** /admin/create-video (admin-area §2): back to the dashboard once created. */
export function CreateVideoPage() {
  return (
    <AdminPage title="Add Video Content" back={{ href: '/admin', label: 'Back to Dashboard' }} width="form">
      <VideoForm />
    </AdminPage>
  );
}
