import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { ChapterEvent } from '../../../contracts/event.ts';
import { apiJson, statusOf } from '../../lib/api.ts';
import { AdminPage, LoadingState, NotFoundState } from '../components/admin-page.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { EventForm } from './event-form.tsx';
import { eventValuesOf } from './event-form-values.ts';

const back = { href: '/admin/manage-events', label: 'Back to Events' };

/** /admin/edit-event/:id (admin-area §2): loading, then the prefilled form or "Event Not Found". */
export function EditEventPage({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  const [, navigate] = useLocation();
  const event = useQuery<ChapterEvent>({ queryKey: ['/api/admin/events', id] });
  const update = useAdminMutation({
    mutationFn: (body: object) =>
      apiJson<ChapterEvent>('PUT', `/api/admin/events/${encodeURIComponent(id)}`, body),
    successMessage: 'Event updated successfully',
    failureMessage: 'Failed to update event',
    onSuccess: () => navigate('/admin/manage-events'),
  });

  if (event.isPending) return <LoadingState text="Loading event..." />;
  if (event.isError) {
    // A malformed id (400) is as missing as an unknown one.
    const missing = statusOf(event.error) === 404 || statusOf(event.error) === 400;
    return (
      <NotFoundState title={missing ? 'Event Not Found' : 'The event could not be loaded'} back={back} />
    );
  }
  return (
    <AdminPage title="Edit Event" back={back} width="form">
      <EventForm
        key={event.data.id}
        mode="edit"
        initial={eventValuesOf(event.data)}
        pending={update.isPending}
        onSubmit={update.mutateAsync}
        cancelHref={back.href}
      />
    </AdminPage>
  );
}
