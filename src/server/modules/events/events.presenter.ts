import { type AdminEvent, type ChapterEvent, type EventType, eventTimeOf } from '../../../contracts/event.ts';
import type { EventRow } from './events.repository.ts';

/** An event as readers see it; the admin answers add when it was edited and its version. */
export function presentEvent(row: EventRow): ChapterEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date.toISOString(),
    time: eventTimeOf(row.date),
    location: row.location,
    type: row.type as EventType,
    registrationUrl: row.registrationUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminEvent(row: EventRow): AdminEvent {
  return { ...presentEvent(row), updatedAt: row.updatedAt.toISOString(), version: row.version };
}
