import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp, turnOffDoubleOptIn } from '../../../../test-support/test-app.ts';
import { csvField } from './newsletter.presenter.ts';
import { activeSubscriptionBatches, subscriptionStats } from './newsletter.repository.ts';
import { newsletterSubscriptions as subscriptions } from './newsletter.table.ts';

const t = signedInTestApp();
beforeAll(() => turnOffDoubleOptIn(t));

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const uniqueEmail = (name = 'reader') => `${name}${++counter}@example.org`;

function subscribe(payload?: object) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
}
const admin = (method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { cookie: t.cookie } });
const rowOf = async (email: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0];
async function addSubscriber(email: string, subscribedAt: Date, active = true) {
  const [row] = await t.db.insert(subscriptions).values({ email, subscribedAt, active }).returning();
  return row!;
}
/** Starts a test from an empty list, whatever the tests before it left. */
const clearList = () => t.db.delete(subscriptions);

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes an address trimmed and lower-cased', async () => {
    const email = uniqueEmail('maya');
    const response = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully subscribed!' });
    expect(await rowOf(email)).toMatchObject({ email, active: true, unsubscribedAt: null });
  });

  it.each([
    ['an invalid address', { email: 'not-an-address' }],
    ['a blank address', { email: '   ' }],
    ['no address', {}],
    ['no body', undefined],
    ['a number', { email: 42 }],
  ])('refuses %s with "Please enter a valid email address."', async (_name, payload) => {
    const before = (await t.db.select().from(subscriptions)).length;
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address.');
    expect((await t.db.select().from(subscriptions)).length).toBe(before);
  });

  it('keeps one row and its date when an address subscribes twice', async () => {
    const email = uniqueEmail();
    await subscribe({ email });
    const first = await rowOf(email);
    const again = await subscribe({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Successfully subscribed!' });
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subscribedAt).toEqual(first!.subscribedAt);
  });

  it('makes an unsubscribed address active again with a new subscribedAt', async () => {
    const email = uniqueEmail();
    const old = await addSubscriber(email, new Date(Date.now() - 90 * DAY));
    expect((await admin('DELETE', `/api/newsletter/subscriptions/${old.id}`)).statusCode).toBe(204);
    expect(await rowOf(email)).toMatchObject({ active: false });
    expect((await rowOf(email))!.unsubscribedAt).toBeInstanceOf(Date);

    const response = await subscribe({ email });
    expect(response.statusCode).toBe(200);
    const row = await rowOf(email);
    expect(row).toMatchObject({ id: old.id, active: true, unsubscribedAt: null });
    expect(row!.subscribedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('leaves one row when the same address subscribes many times at once', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe({ email })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.email, email))).toHaveLength(1);
  });
});

describe('POST /newsletter/subscribe (the form, posted by the browser itself)', () => {
  const postForm = (body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: body,
    });

  it('subscribes the address and sends the browser to the page that says so, without the address', async () => {
    const email = uniqueEmail('early');
    const response = await postForm(`email=${encodeURIComponent(` ${email.toUpperCase()}`)}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/newsletter/subscribe?outcome=subscribed');
    expect(await rowOf(email)).toMatchObject({ email, active: true });
  });

  it.each([
    ['an invalid address', 'email=not-an-address', 'invalid'],
    ['no address', 'name=x', 'invalid'],
    ['a body past 1 KB', `email=${'a'.repeat(2000)}%40example.org`, 'failed'],
  ])('lands on the page that says why for %s, and stores nothing', async (_name, body, outcome) => {
    const before = (await t.db.select().from(subscriptions)).length;
    const response = await postForm(body);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/newsletter/subscribe?outcome=${outcome}`);
    expect((await t.db.select().from(subscriptions)).length).toBe(before);
  });

  it('refuses a form posted from another site and stores nothing', async () => {
    const email = uniqueEmail('forged');
    const response = await postForm(`email=${encodeURIComponent(email)}`, { origin: 'https://evil.example' });
    expect(response.headers.location).toBe('/newsletter/subscribe?outcome=failed');
    expect(await rowOf(email)).toBeUndefined();
  });
});

describe('subscribers (admin)', () => {
  it('lists active subscribers newest first, with paging and a search', async () => {
    await clearList();
    const now = Date.now();
    const a = await addSubscriber('ada@example.org', new Date(now - 3 * DAY));
    const b = await addSubscriber('bo@chapter.edu', new Date(now - 2 * DAY));
    const c = await addSubscriber('cy@example.org', new Date(now - DAY));
    await addSubscriber('gone@example.org', new Date(now), false);

    const list = (await admin('GET', '/api/newsletter/subscriptions')).json();
    expect(list).toEqual(
      [c, b, a].map((row) => ({
        id: row.id,
        email: row.email,
        subscribedAt: row.subscribedAt.toISOString(),
        active: true,
        lastFailure: null,
        lastFailureAt: null,
      })),
    );
    const page = (await admin('GET', '/api/newsletter/subscriptions?limit=1&offset=1')).json();
    expect(page.map((s: { id: number }) => s.id)).toEqual([b.id]);
    const found = (await admin('GET', '/api/newsletter/subscriptions?q=EXAMPLE.org')).json();
    expect(found.map((s: { id: number }) => s.id)).toEqual([c.id, a.id]);
    // Wildcards are plain text.
    expect((await admin('GET', '/api/newsletter/subscriptions?q=%25')).json()).toEqual([]);
  });

  it('pages after a given subscriber, to the microsecond, even once that subscriber has left', async () => {
    await clearList();
    // Microseconds apart: a cursor held as a JavaScript Date (milliseconds) would skip the others.
    await t.db.execute(sql`
      insert into ${subscriptions} (email, subscribed_at) values
        ('micro1@example.org', '2026-04-01 10:00:00.123401+00'),
        ('micro2@example.org', '2026-04-01 10:00:00.123402+00'),
        ('micro3@example.org', '2026-04-01 10:00:00.123403+00'),
        ('micro4@example.org', '2026-04-01 10:00:00.123403+00')`);
    const emailsOf = (rows: { email: string }[]) => rows.map((row) => row.email);
    const all = (await admin('GET', '/api/newsletter/subscriptions')).json();
    expect(emailsOf(all)).toEqual([
      'micro4@example.org',
      'micro3@example.org',
      'micro2@example.org',
      'micro1@example.org',
    ]);

    const afterFirst = await admin('GET', `/api/newsletter/subscriptions?limit=2&after=${all[0].id}`);
    expect(emailsOf(afterFirst.json())).toEqual(['micro3@example.org', 'micro2@example.org']);
    // A row added at the top meanwhile moves nothing: `after` names a row, not a count.
    await addSubscriber('newcomer@example.org', new Date());
    const afterThird = await admin(
      'GET',
      `/api/newsletter/subscriptions?limit=2&offset=2&after=${all[2].id}`,
    );
    expect(emailsOf(afterThird.json())).toEqual(['micro1@example.org']);
    // The cursor's subscriber unsubscribed: the list still goes on after where it stood.
    expect((await admin('DELETE', `/api/newsletter/subscriptions/${all[1].id}`)).statusCode).toBe(204);
    const afterGone = await admin('GET', `/api/newsletter/subscriptions?after=${all[1].id}`);
    expect(emailsOf(afterGone.json())).toEqual(['micro2@example.org', 'micro1@example.org']);
    // With the search, as the screen asks for its pages.
    const searched = await admin('GET', `/api/newsletter/subscriptions?q=micro&after=${all[0].id}`);
    expect(emailsOf(searched.json())).toEqual(['micro2@example.org', 'micro1@example.org']);

    const bad = await admin('GET', '/api/newsletter/subscriptions?after=first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The id must be a whole number');
  });

  it('keeps the total right through every kind of write, one row or many at once', async () => {
    const countedNow = async () => (await admin('GET', '/api/newsletter/subscriptions/stats')).json().total;
    const counted = async () =>
      (await t.db.select().from(subscriptions).where(eq(subscriptions.active, true))).length;
    await clearList();
    expect(await countedNow()).toBe(0);
    await t.db
      .insert(subscriptions)
      .values(Array.from({ length: 6 }, (_, i) => ({ email: uniqueEmail('bulk'), active: i % 3 !== 0 })));
    expect(await countedNow()).toBe(4);
    const email = uniqueEmail();
    await subscribe({ email });
    const row = await rowOf(email);
    await admin('DELETE', `/api/newsletter/subscriptions/${row!.id}`);
    await admin('DELETE', `/api/newsletter/subscriptions/${row!.id}`);
    expect(await countedNow()).toBe(4);
    await subscribe({ email });
    await t.db.update(subscriptions).set({ active: true }).where(sql`${subscriptions.email} like 'bulk%'`);
    expect(await countedNow()).toBe(7);
    await t.db.delete(subscriptions).where(sql`${subscriptions.id} % 2 = 0`);
    expect(await countedNow()).toBe(await counted());
    await clearList();
    expect(await countedNow()).toBe(0);
  });

  it('counts active subscribers in all, this week (7 days) and this month (since this date last month)', async () => {
    await clearList();
    const now = Date.now();
    await addSubscriber(uniqueEmail(), new Date(now - 60_000));
    await addSubscriber(uniqueEmail(), new Date(now - 6 * DAY));
    await addSubscriber(uniqueEmail(), new Date(now - 8 * DAY));
    await addSubscriber(uniqueEmail(), new Date(now - 27 * DAY));
    await addSubscriber(uniqueEmail(), new Date(now - 40 * DAY));
    await addSubscriber(uniqueEmail(), new Date(now - DAY), false);
    const response = await admin('GET', '/api/newsletter/subscriptions/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 5, thisWeek: 2, thisMonth: 4 });
  });

  it('counts "This Month" from the same date last month, not 30 days back (admin-area §9)', async () => {
    await clearList();
    // On March 31 the month began on February 28 (there is no February 31): 31 days back.
    await addSubscriber(uniqueEmail(), new Date('2026-02-28T13:00:00Z'));
    await addSubscriber(uniqueEmail(), new Date('2026-02-28T11:00:00Z'));
    await addSubscriber(uniqueEmail(), new Date('2026-03-30T12:00:00Z'));
    expect(await subscriptionStats(t.db, new Date('2026-03-31T12:00:00Z'))).toEqual({
      total: 3,
      thisWeek: 1,
      thisMonth: 2,
    });
  });

  it('unsubscribes with DELETE, and answers 404 for an unknown id', async () => {
    const row = await addSubscriber(uniqueEmail(), new Date());
    expect((await admin('DELETE', `/api/newsletter/subscriptions/${row.id}`)).statusCode).toBe(204);
    const list = (await admin('GET', '/api/newsletter/subscriptions')).json();
    expect(list.map((s: { id: number }) => s.id)).not.toContain(row.id);
    const missing = await admin('DELETE', '/api/newsletter/subscriptions/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Subscription not found' });
  });

  it('exports active subscribers as CSV, escaped, with UTC dates and a dated file name', async () => {
    await clearList();
    await addSubscriber('first@example.org', new Date('2026-01-05T08:09:10.999Z'));
    await addSubscriber('=cmd|calc@example.org', new Date('2026-02-01T00:00:00Z'));
    await addSubscriber('"quoted",name@example.org', new Date('2026-03-01T23:59:59Z'));
    await addSubscriber('unsubscribed@example.org', new Date('2026-03-02T00:00:00Z'), false);

    const response = await admin('GET', '/api/newsletter/subscriptions/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="newsletter-subscriptions-${today}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(
      [
        'Email,Subscribed Date',
        '"""quoted"",name@example.org",2026-03-01 23:59:59',
        "'=cmd|calc@example.org,2026-02-01 00:00:00",
        'first@example.org,2026-01-05 08:09:10',
        '',
      ].join('\r\n'),
    );
  });

  it('answers 404 with the admin-area §5 text when there is nobody to export', async () => {
    await clearList();
    await addSubscriber(uniqueEmail(), new Date(), false);
    const response = await admin('GET', '/api/newsletter/subscriptions/export.csv');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'No data to export: There are no active subscriptions to export.',
    });
  });

  it('streams in batches without skipping or repeating rows that share a millisecond', async () => {
    await clearList();
    // Microseconds apart: a cursor kept as a JavaScript Date would lose them.
    for (let i = 0; i < 7; i++) {
      await t.db.execute(
        sql`insert into newsletter_subscriptions (email, subscribed_at) values (${`batch${i}@example.org`}, ${`2026-04-01 10:00:00.123${String(9 - i).padStart(3, '0')}+00`}::timestamptz)`,
      );
    }
    await addSubscriber('same-time@example.org', new Date('2026-04-01T10:00:00.123Z'));
    const seen: string[] = [];
    const sizes: number[] = [];
    for await (const batch of activeSubscriptionBatches(t.db, 3)) {
      sizes.push(batch.length);
      seen.push(...batch.map((row) => row.email));
    }
    expect(sizes).toEqual([3, 3, 2]);
    expect(seen).toEqual([
      ...Array.from({ length: 7 }, (_, i) => `batch${i}@example.org`),
      'same-time@example.org',
    ]);
  });

  it('refuses anonymous list, stats, unsubscribe and export (401) and changes nothing', async () => {
    const row = await addSubscriber(uniqueEmail(), new Date());
    for (const url of [
      '/api/newsletter/subscriptions',
      '/api/newsletter/subscriptions?q=example',
      '/api/newsletter/subscriptions/stats',
      '/api/newsletter/subscriptions/export.csv',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not signed in' });
      expect(response.body).not.toContain('@');
    }
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/newsletter/subscriptions/${row.id}` });
    expect(deleted.statusCode).toBe(401);
    expect(await rowOf(row.email)).toEqual(row);
  });
});

describe('csvField', () => {
  it.each([
    ['plain@example.org', 'plain@example.org'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("x",1)', `"'=HYPERLINK(""x"",1)"`],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});
