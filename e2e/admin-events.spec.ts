import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test, unique } from './fixtures.ts';
import {
  countRequests,
  createThrough,
  expectDeleteAsksFirst,
  expectFieldError,
  expectMessagesShown,
  expectSavedRedirect,
  expectScreensAccessible,
  field,
  findIn,
  listRow,
} from './support/admin.ts';

// admin-area §2 (create-event, edit-event, manage-events), §5 event rules, §8 toasts.

// Several browsers share two cores while these run: flows get room, checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

const REQUIRED_MESSAGES = [
  'Title is required',
  'Description is required',
  'Date is required',
  'Time is required',
  'Location is required',
];

test.beforeEach(async ({ signIn }) => {
  test.slow();
  await signIn();
});

interface ChapterEvent {
  id: number;
  title: string;
  date: string;
  time: string;
  type: string;
  registrationUrl: string | null;
}

/** Day and HH:MM on the chapter's clock (America/New_York), `minutes` from now. */
function chapterClock(minutes: number): { day: string; time: string } {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const part of format.formatToParts(new Date(Date.now() + minutes * 60_000)))
    parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const createEvent = (admin: APIRequestContext, fields: Record<string, unknown>) =>
  createThrough<ChapterEvent>(admin, '/api/admin/events', {
    description: 'Bring a story idea.',
    date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    location: 'School of Journalism, Room 101',
    ...fields,
  });

const findEvent = (admin: APIRequestContext, title: string) =>
  findIn<ChapterEvent>(admin, '/api/admin/events?limit=100', title);

const upcoming = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article', { name: title, exact: true });

async function fillEvent(page: Page, values: { title: string; day: string; time: string }) {
  await field(page, 'Title').fill(values.title);
  await field(page, 'Description').fill('Portfolio reviews with working reporters.');
  await field(page, 'Date').fill(values.day);
  await field(page, 'Time').fill(values.time);
  await field(page, 'Location').fill('Carolina Coliseum, Room 3001');
}

test('an event created through the form is upcoming on the public page; edits show; delete removes it', async ({
  page,
  admin,
}) => {
  const title = unique('Admin Workshop');
  // Soon, so it is among the five upcoming events the public page shows.
  const when = chapterClock(6);
  await page.goto('/admin/create-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  await expect(field(page, 'Type')).toHaveValue('meeting');
  await fillEvent(page, { title, ...when });
  await field(page, 'Type').selectOption('workshop');
  await field(page, 'Registration link').fill('https://example.com/register');

  // admin-area §5: one combined date-time, no separate time.
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/events'),
  );
  await page.getByRole('button', { name: 'Create Event' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).not.toHaveProperty('time');
  expect(body.date).toBe(`${when.day}T${when.time}`);
  await expect(page.getByText('Event created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // Read on the chapter's clock: the API gives back the very time typed.
  const created = await findEvent(admin, title);
  expect(created).toMatchObject({
    time: when.time,
    type: 'workshop',
    registrationUrl: 'https://example.com/register',
  });

  await page.goto('/just-for-fun');
  await expect(upcoming(page, title)).toContainText('Workshop');
  await expect(upcoming(page, title)).toContainText('Carolina Coliseum, Room 3001');

  const renamed = `${title} (moved)`;
  await page.goto('/admin/manage-events');
  const listed = listRow(page, title);
  await expect(listed).toContainText('Workshop');
  await expect(listed).toContainText('Portfolio reviews with working reporters.');
  await expect(listed).toContainText('Carolina Coliseum, Room 3001');
  await expect(listed).toContainText(/\d{1,2}:\d{2} (AM|PM) E[SD]T/);
  await expect(listed).toContainText(/Created \w{3} \d{1,2}, \d{4}/);
  await listed.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
  await expect(field(page, 'Date')).toHaveValue(when.day);
  await expect(field(page, 'Time')).toHaveValue(when.time);
  await field(page, 'Title').fill(renamed);
  await field(page, 'Location').fill('Student Union Ballroom');
  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/admin/events/'),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The edit form sends the day and the time apart (the contract reads both on the chapter's clock).
  expect((await put).postDataJSON()).toMatchObject({ date: when.day, time: when.time });
  await expect(page.getByText('Event updated successfully', { exact: true })).toBeVisible();
  const moved = await findEvent(admin, renamed);
  await expectSavedRedirect(page, '/admin/manage-events', moved!.id);
  await page.goto('/just-for-fun');
  await expect(upcoming(page, renamed)).toContainText('Student Union Ballroom');
  await expect(upcoming(page, title)).toHaveCount(0);

  await page.goto('/admin/manage-events');
  await expectDeleteAsksFirst(page, listRow(page, renamed), renamed, {
    question: `Are you sure you want to delete the event "${renamed}"?`,
    toast: 'Event deleted successfully',
  });
  await page.goto('/just-for-fun');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(upcoming(page, renamed)).toHaveCount(0);
  expect((await page.request.get(`/api/events/${created?.id}`)).status()).toBe(404);
});

test('the create form shows every "X is required", sends nothing, and keeps what was typed when refused', async ({
  page,
}) => {
  const posts = countRequests(page, 'POST', '/api/admin/events');
  await page.goto('/admin/create-event');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expectMessagesShown(page, REQUIRED_MESSAGES);
  await expect(field(page, 'Title')).toBeFocused();
  await expectFieldError(page, 'Location', 'Location is required');
  await field(page, 'Registration link').fill('not a link');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Registration link must be a valid URL', { exact: true })).toBeVisible();
  expect(posts()).toBe(0);

  const title = unique('Refused Event');
  await fillEvent(page, { title, ...chapterClock(60 * 24 * 20) });
  await field(page, 'Registration link').fill('');
  await page.route('**/api/admin/events', (route) =>
    route.fulfill({ status: 503, json: { message: 'The database is busy' } }),
  );
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('The database is busy', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/create-event$/);
  await expect(field(page, 'Title')).toHaveValue(title);

  await page.unroute('**/api/admin/events');
  await page.route('**/api/admin/events', (route) => route.abort());
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Failed to create event', { exact: true })).toBeVisible();
  await expect(field(page, 'Location')).toHaveValue('Carolina Coliseum, Room 3001');
});

test('the edit form keeps an "other" event, requires every field, and shows its fallback', async ({
  page,
  admin,
}) => {
  const event = await createEvent(admin, { title: unique('Other Event'), type: 'other' });
  await page.goto(`/admin/edit-event/${event.id}`);
  await expect(field(page, 'Type')).toHaveValue('other');
  for (const label of ['Title', 'Description', 'Date', 'Time', 'Location']) await field(page, label).fill('');
  const puts = countRequests(page, 'PUT', `/api/admin/events/${event.id}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectMessagesShown(page, REQUIRED_MESSAGES);
  expect(puts()).toBe(0);

  await fillEvent(page, { title: event.title, ...chapterClock(60 * 24 * 40) });
  await page.route(`**/api/admin/events/${event.id}`, (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update event', { exact: true })).toBeVisible();
  await expect(field(page, 'Location')).toHaveValue('Carolina Coliseum, Room 3001');
  expect((await findEvent(admin, event.title))?.type).toBe('other');
});

for (const width of [390, 1280]) {
  test(`axe finds nothing serious on the event screens at ${width}px, and nothing overflows`, async ({
    page,
    admin,
  }) => {
    const event = await createEvent(admin, { title: unique('Axe Event'), type: 'networking' });
    await expectScreensAccessible(page, width, {
      create: '/admin/create-event',
      edit: `/admin/edit-event/${event.id}`,
      manage: '/admin/manage-events',
      title: event.title,
    });
  });
}
