import { useQuery } from '@tanstack/react-query';
import type { ChapterEvent } from '../../../contracts/event.ts';
import { EditorShell } from '../components/editor-shell.tsx';
import { EventForm } from './event-form.tsx';

/** /admin/edit-event/:id (admin-area §2): loading, then the prefilled form or "Event Not Found". */
export function EditEventPage({ params }: { params: Record<string, string | undefined> }) {
  return (
    <EditorShell
      title="Edit Event"
      back={{ href: '/admin/manage-events', label: 'Back to Events' }}
      query={useQuery<ChapterEvent>({ queryKey: ['/api/admin/events', params.id ?? ''] })}
      loadingText="Loading event..."
      notFoundTitle="Event Not Found"
    >
      {(event) => <EventForm key={event.id} event={event} />}
    </EditorShell>
  );
}
