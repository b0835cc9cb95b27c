import { describe, expect, it } from 'vitest';
import { eventInputSchema, parseEventDate } from '../../../contracts/event.ts';
import { createEventBody, eventValuesOf } from './event-form-values.ts';

describe('event form values (admin-area §5, §9)', () => {
  it('starts as a meeting with every other field empty', () => {
    const { type, ...rest } = eventValuesOf();
    expect(type).toBe('meeting');
    expect(Object.values(rest)).toEqual(Array(6).fill(''));
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
    // 02:30 UTC on the 23rd is still the evening of the 22nd in Columbia, SC.
    expect(values).toMatchObject({ date: '2026-11-22', time: '21:30', registrationUrl: '', type: 'social' });
  });

  it('sends one date-time on create, with no separate time, read on the chapter clock', () => {
    const parsed = eventInputSchema.parse({
      ...eventValuesOf(),
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
