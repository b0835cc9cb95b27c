import type { AdminEvent } from '../../../contracts/event.ts';
import type { AdminRoute } from '../admin-route.ts';
import { editorRoutes, listRoute } from '../components/kind-editor.tsx';
import { EventForm } from './event-form.tsx';
import { eventList } from './manage-events-page.tsx';

/** Chapter event screens (admin-area §2): back to the dashboard once created. */
export const eventsRoutes: AdminRoute[] = [
  ...editorRoutes<AdminEvent>(
    'event',
    [{ path: '/admin/create-event', title: 'Create Event', form: () => <EventForm /> }],
    {
      path: '/admin/edit-event/:id',
      title: 'Edit Event',
      back: { href: '/admin/manage-events', label: 'Back to Events' },
      notFound: 'Event Not Found',
      form: (event) => <EventForm event={event} />,
    },
  ),
  listRoute('/admin/manage-events', eventList),
];
