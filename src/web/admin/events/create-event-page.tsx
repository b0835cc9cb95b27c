import { AdminPage } from '../components/admin-page.tsx';
import { EventForm } from './event-form.tsx';

/** /admin/create-event (admin-area §2): back to the dashboard once created. */
export function CreateEventPage() {
  return (
    <AdminPage title="Create Event" back={{ href: '/admin', label: 'Back to Dashboard' }} width="form">
      <EventForm />
    </AdminPage>
  );
}
