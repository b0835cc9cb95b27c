import { CalendarDays, Clock, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { type ChapterEvent, EVENT_TIME_ZONE } from '../../../contracts/event.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatDate, formatShortDate } from '../../lib/format.ts';
import { AdminPage, EmptyState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge } from '../components/content-card.tsx';
import { FormAlert } from '../components/form-fields.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { useDeleteMutation } from '../lib/admin-mutation.ts';
import { eventTypeLabels } from './event-form.tsx';

const chapterTime = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** /admin/manage-events (admin-area §2): every event, latest date first, as a list rather than cards. */
export function ManageEventsPage() {
  const paged = usePagedList<ChapterEvent>('/api/admin/events', { pageSize: MANAGE_PAGE_SIZE });
  const events = paged.query;
  const remove = useDeleteMutation({
    path: '/api/admin/events',
    successMessage: 'Event deleted successfully',
    failureMessage: 'Failed to delete event',
  });

  async function confirmDelete(event: ChapterEvent) {
    if (await confirmAction(`Are you sure you want to delete the event "${event.title}"?`))
      remove.mutate(event.id);
  }

  return (
    <AdminPage
      title="Manage Events"
      description="Meetings, workshops, networking nights and socials."
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      actions={
        <Button asChild>
          <Link href="/admin/create-event">
            <Plus aria-hidden="true" />
            Create Event
          </Link>
        </Button>
      }
    >
      {events.isPending ? (
        <ul aria-label="Loading events" aria-busy="true" className="space-y-3">
          {[0, 1, 2].map((key) => (
            <li key={key} className="h-40 animate-pulse rounded-lg bg-paper-soft" />
          ))}
        </ul>
      ) : events.isError ? (
        <FormAlert message="The events could not be loaded. Reload the page to try again." />
      ) : paged.items.length === 0 ? (
        <EmptyState
          text="No events found. Create your first event!"
          action={{ href: '/admin/create-event', label: 'Create Event' }}
        />
      ) : (
        <ul className="space-y-3">
          {paged.items.map((event) => (
            <li key={event.id}>
              <EventRow
                event={event}
                onDelete={() => void confirmDelete(event)}
                deleting={remove.isPending && remove.variables === event.id}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager label="Event pages" page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </AdminPage>
  );
}

function EventRow({
  event,
  onDelete,
  deleting,
}: {
  event: ChapterEvent;
  onDelete: () => void;
  deleting: boolean;
}) {
  const titleId = `event-${event.id}-title`;
  const past = new Date(event.date).getTime() < Date.now();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-rule bg-paper p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge>{eventTypeLabels[event.type]}</Badge>
          {past && (
            <span className="rounded bg-neutral-200 px-2 py-0.5 font-semibold text-neutral-900">Past</span>
          )}
          <span>Created {formatShortDate(event.createdAt)}</span>
        </div>
        <h2 id={titleId} className="font-semibold text-ink text-lg">
          {event.title}
        </h2>
        <p className="line-clamp-2 text-muted text-sm">{event.description}</p>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-ink text-sm">
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays aria-hidden="true" className="size-4 text-muted" />
              <span className="sr-only">Date</span>
            </dt>
            <dd>{formatDate(event.date)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-muted" />
              <span className="sr-only">Time</span>
            </dt>
            <dd>{chapterTime.format(new Date(event.date))} (Eastern)</dd>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <MapPin aria-hidden="true" className="size-4 text-muted" />
              <span className="sr-only">Location</span>
            </dt>
            <dd className="min-w-0 break-words">{event.location}</dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" asChild>
          <Link href={`/admin/edit-event/${event.id}`} aria-label={`Edit ${event.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="border-danger text-danger hover:bg-danger hover:text-danger-ink"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${event.title}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
