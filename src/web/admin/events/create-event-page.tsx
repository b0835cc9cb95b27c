import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ChapterEvent } from '../../../contracts/event.ts';
import { apiJson } from '../../lib/api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { EventForm } from './event-form.tsx';
import { newEventValues } from './event-form-values.ts';

/** /admin/create-event (admin-area §2): back to the dashboard once created. */
export function CreateEventPage() {
  const [, navigate] = useLocation();
  const [initial] = useState(newEventValues);
  const create = useAdminMutation({
    mutationFn: (body: object) => apiJson<ChapterEvent>('POST', '/api/admin/events', body),
    successMessage: 'Event created successfully',
    failureMessage: 'Failed to create event',
    onSuccess: () => navigate('/admin'),
  });
  return (
    <AdminPage title="Create Event" back={{ href: '/admin', label: 'Back to Dashboard' }} width="form">
      <EventForm
        mode="create"
        initial={initial}
        pending={create.isPending}
        onSubmit={create.mutateAsync}
        cancelHref="/admin"
      />
    </AdminPage>
  );
}
