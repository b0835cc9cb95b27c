import { describe, expect, it } from 'vitest';
import { eventInputSchema, parseEventDate } from '../../../contracts/event.ts';
import { chapterDayOf, createEventBody, eventValuesOf, newEventValues } from './event-form-values.ts';

describe('event form values (admin-area §5, §9)', () => {
  it('starts as a meeting with every field empty', () => {
    expect(newEventValues()).toEqual({
      title: '',
      description: '',
      date: '',
      time: '',
      location: '',
      type: 'meeting',
      registrationUrl: '',
    });
  });

  it('reads the day on the chapter clock, not in UTC', () => {
    // 02:30 UTC on the 23rd is still the evening of the 22nd in Columbia, SC.
    expect(chapterDayOf('2026-11-23T02:30:00.000Z')).toBe('2026-11-22');
    expect(chapterDayOf('2026-07-04T16:00:00.000Z')).toBe('2026-07-04');
    expect(chapterDayOf('not a date')).toBe('');
  });

  it('prefills the edit form with the day and time the public cards show', () => {
    const values = eventValuesOf({
      id: 1,
      title: 'Mixer',
      description: 'Meet the chapter',
      date: '2026-11-23T02:30:00.000Z',
      time: '21:30',
      location: 'Union',
      type: 'social',
      registrationUrl: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    expect(values).toMatchObject({ date: '2026-11-22', time: '21:30', registrationUrl: '', type: 'social' });
  });

  it('sends one date-time on create, with no separate time, read on the chapter clock', () => {
    const parsed = eventInputSchema.parse({
      ...newEventValues(),
      title: 'Workshop',
      description: 'Bring a story idea',
      date: '2026-11-24',
      time: '18:30',
      location: 'Room 101',
    });
    const body = createEventBody(parsed);
    expect(body).not.toHaveProperty('time');
    expect(body.date).toBe('2026-11-24T18:30');
    expect(parseEventDate(body.date)?.toISOString()).toBe('2026-11-24T23:30:00.000Z');
    // The create body passes the server's own schema as it is.
    expect(eventInputSchema.safeParse(body).success).toBe(true);
  });
});
