import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminVideo } from '../../../contracts/broadcast.ts';
import { apiJson } from '../../lib/api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { VideoForm } from './video-form.tsx';
import { newVideoValues } from './video-form-values.ts';

/** /admin/create-video (admin-area §2): back to the dashboard once created. */
export function CreateVideoPage() {
  const [, navigate] = useLocation();
  const [initial] = useState(() => newVideoValues());
  const create = useAdminMutation({
    mutationFn: (body: object) => apiJson<AdminVideo>('POST', '/api/admin/broadcast', body),
    successMessage: 'Video content created successfully',
    failureMessage: 'Failed to create video content',
    onSuccess: () => navigate('/admin'),
  });
  return (
    <AdminPage title="Add Video Content" back={{ href: '/admin', label: 'Back to Dashboard' }} width="form">
      <VideoForm
        mode="create"
        initial={initial}
        pending={create.isPending}
        onSubmit={create.mutateAsync}
        cancelHref="/admin"
      />
    </AdminPage>
  );
}
