import type { AdminRoute } from '../admin-route.ts';
import { CreateEventPage } from './create-event-page.tsx';
import { EditEventPage } from './edit-event-page.tsx';
import { ManageEventsPage } from './manage-events-page.tsx';

/** Chapter event screens (admin-area §2). */
export const eventsRoutes: AdminRoute[] = [
  { path: '/admin/create-event', component: CreateEventPage },
  { path: '/admin/edit-event/:id', component: EditEventPage },
  { path: '/admin/manage-events', component: ManageEventsPage },
];
