import type { AdminEvent } from '../../../contracts/event.ts';
import type { AdminRoute } from '../admin-route.ts';
import { createRoute, editRoute, listRoute } from '../components/kind-editor.tsx';
import { EventForm } from './event-form.tsx';
import { eventList } from './manage-events-page.tsx';

/** Chapter event screens (admin-area §2): back to the dashboard once created. */
export const eventsRoutes: AdminRoute[] = [
  createRoute('/admin/create-event', { title: 'Create Event' }, () => <EventForm />),
  editRoute(
    '/admin/edit-event/:id',
    'event',
    {
      title: 'Edit Event',
      back: { href: '/admin/manage-events', label: 'Back to Events' },
      notFound: 'Event Not Found',
    },
    (event: AdminEvent) => <EventForm event={event} />,
  ),
  listRoute('/admin/manage-events', eventList),
];
