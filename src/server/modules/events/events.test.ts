import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../../../test-support/factories.ts';
import { signedInTestApp } from '../../../../test-support/test-app.ts';

const t = signedInTestApp();

const DAY = 24 * 3600_000;

const create = (body: unknown) => t.asAdmin('POST', '/api/admin/events', body);

async function adminCount(): Promise<number> {
  return (await t.asAdmin('GET', '/api/admin/events')).json().length;
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('events API', () => {
  it('creates, reads publicly and as admin, updates and deletes an event', async () => {
    const body = buildEvent({
      date: '2026-11-22T23:30:00.000Z',
      registrationUrl: 'https://forms.example.org/nabj',
      type: 'networking',
    });
    const created = await create(body);
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toEqual({
      id: expect.any(Number),
      title: body.title,
      description: body.description,
      date: '2026-11-22T23:30:00.000Z',
      // Columbia, SC is on Eastern Standard Time in November.
      time: '18:30',
      location: 'Carolina Coliseum, room 2000',
      type: 'networking',
      registrationUrl: 'https://forms.example.org/nabj',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });

    const publicRead = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(publicRead.statusCode).toBe(200);
    const { updatedAt: _u, version: _v, ...publicShape } = event;
    expect(publicRead.json()).toEqual(publicShape);
    expect(ids((await t.app.inject({ method: 'GET', url: '/api/events' })).json())).toContain(event.id);

    const adminRead = await t.asAdmin('GET', `/api/admin/events/${event.id}`);
    expect(adminRead.json()).toEqual(event);

    // The edit form sends the day and a separate time; the server joins them on the chapter's clock.
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      payload: buildEvent({
        title: 'Moved to the summer',
        date: '2026-07-04',
        time: '19:00',
        registrationUrl: '',
      }),
      headers: { cookie: t.cookie },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: event.id,
      title: 'Moved to the summer',
      date: '2026-07-04T23:00:00.000Z',
      time: '19:00',
      registrationUrl: null,
      createdAt: event.createdAt,
    });

    const deleted = await t.asAdmin('DELETE', `/api/admin/events/${event.id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Event not found' });
  });

  it('combines a separate time with the day of the date, in America/New_York', async () => {
    const cases = [
      // A day and a time: that wall-clock time in Columbia (EST in winter, EDT in summer).
      [{ date: '2026-12-01', time: '18:30' }, '2026-12-01T23:30:00.000Z', '18:30'],
      [{ date: '2026-06-09', time: '7:05' }, '2026-06-09T11:05:00.000Z', '07:05'],
      // A time skipped when the clocks go forward is the moment after the gap.
      [{ date: '2026-03-08', time: '02:30' }, '2026-03-08T07:30:00.000Z', '03:30'],
      // A time that happens twice when the clocks go back is its first occurrence (EDT).
      [{ date: '2026-11-01', time: '01:30' }, '2026-11-01T05:30:00.000Z', '01:30'],
      // A full date-time and a time: the time replaces the one on that day in Columbia.
      [{ date: '2026-12-02T03:00:00.000Z', time: '12:00' }, '2026-12-01T17:00:00.000Z', '12:00'],
      // A date-time without a zone is read on the chapter's clock.
      [{ date: '2026-12-01T18:30' }, '2026-12-01T23:30:00.000Z', '18:30'],
      // The create form's combined value is taken as it is.
      [{ date: '2026-12-01T18:30:00-05:00' }, '2026-12-01T23:30:00.000Z', '18:30'],
    ] as const;
    for (const [fields, date, time] of cases) {
      const response = await create(buildEvent(fields));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ date, time });
    }
  });

  it('accepts every event type of both readings, defaults to meeting, refuses others', async () => {
    for (const type of ['meeting', 'workshop', 'networking', 'social', 'other', 'Social']) {
      const response = await create(buildEvent({ type }));
      expect(response.statusCode).toBe(201);
      expect(response.json().type).toBe(type.toLowerCase());
    }
    const { type: _omitted, ...noType } = buildEvent();
    expect((await create(noType)).json().type).toBe('meeting');
    const refused = await create(buildEvent({ type: 'party' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.type).toBe(
      'Type must be one of meeting, workshop, networking, social, other',
    );
  });

  it('lists all events latest date first, bounded by limit and offset', async () => {
    const early = (await create(buildEvent({ date: '2020-01-10T15:00:00.000Z' }))).json();
    const late = (await create(buildEvent({ date: '2099-01-10T15:00:00.000Z' }))).json();
    const list = (await t.app.inject({ method: 'GET', url: '/api/events?limit=100' })).json();
    expect(list[0].id).toBe(late.id);
    expect(ids(list).indexOf(late.id)).toBeLessThan(ids(list).indexOf(early.id));
    const dates = list.map((e: { date: string }) => Date.parse(e.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const page = (await t.app.inject({ method: 'GET', url: '/api/events?limit=1&offset=1' })).json();
    expect(page).toHaveLength(1);
    expect(page[0].id).toBe(list[1].id);
    expect((await t.app.inject({ method: 'GET', url: '/api/events?limit=101' })).statusCode).toBe(400);
  });

  it('lists upcoming events soonest first, leaves past ones out, five by default', async () => {
    const past = (await create(buildEvent({ date: new Date(Date.now() - DAY).toISOString() }))).json();
    const later = (await create(buildEvent({ date: new Date(Date.now() + 3 * DAY).toISOString() }))).json();
    const soon = (await create(buildEvent({ date: new Date(Date.now() + 2 * DAY).toISOString() }))).json();
    const soonest = (await create(buildEvent({ date: new Date(Date.now() + 60_000).toISOString() }))).json();

    const all = (await t.app.inject({ method: 'GET', url: '/api/events/upcoming?limit=100' })).json();
    expect(ids(all)).not.toContain(past.id);
    const mine = ids(all).filter((id) => [soonest.id, soon.id, later.id].includes(id));
    expect(mine).toEqual([soonest.id, soon.id, later.id]);
    const dates = all.map((e: { date: string }) => Date.parse(e.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates.every((date: number) => date >= Date.now() - 5_000)).toBe(true);

    for (let i = 0; i < 5; i++) await create(buildEvent());
    const firstFive = (await t.app.inject({ method: 'GET', url: '/api/events/upcoming' })).json();
    expect(firstFive).toHaveLength(5);
    expect(firstFive[0].id).toBe(soonest.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/upcoming?limit=101' })).statusCode).toBe(
      400,
    );
  });

  it('asks for the time only when a separate time is sent blank, and checks its form', async () => {
    const before = await adminCount();
    for (const time of ['', '  ', null]) {
      const response = await create({ ...buildEvent({ date: '2026-12-01' }), time });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Time is required', errors: { time: 'Time is required' } });
    }
    const malformed = await create(buildEvent({ date: '2026-12-01', time: '7pm' }));
    expect(malformed.json().errors.time).toBe('Time must be in HH:MM form');
    for (const date of ['next tuesday', '2026-02-30', '2026-13-01T10:00']) {
      const response = await create(buildEvent({ date }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.date).toBe('Date must be a valid date');
    }
    const badLink = await create(buildEvent({ registrationUrl: 'javascript:alert(1)' }));
    expect(badLink.json().errors.registrationUrl).toBe('Registration link must be a valid URL');
    expect(await adminCount()).toBe(before);
  });
});
