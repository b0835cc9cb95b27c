import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test, toastText, unique } from './fixtures.ts';
import { createThrough, expectAccessibleAndFitting, listRow, submitButton } from './support/admin.ts';
import { atReaderWidths } from './viewports.ts';

// Several browsers share two cores while these run: flows get room, checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

// Issue 36, point 6: the status in words and a button for each publishing step, on the three
// published kinds; unpublishing and republishing keep an item's date unless it is published as new.

interface Item {
  id: number;
  title: string;
  status: string;
  publishedDate: string;
}

const kinds = [
  {
    name: 'article',
    api: '/api/admin/articles',
    publicApi: '/api/articles',
    edit: '/admin/edit-article',
    manage: '/admin/manage-articles',
    updated: 'Article updated successfully',
    fields: {
      excerpt: 'A dek for the story.',
      content: '<p>Body text.</p>',
      author: 'Jordan Lee',
      imageUrl: '/og-default.png',
    },
  },
  {
    name: 'video',
    api: '/api/admin/broadcast',
    publicApi: '/api/broadcast',
    edit: '/admin/edit-video',
    manage: '/admin/manage-videos',
    updated: 'Video updated successfully',
    fields: {
      description: 'About the video',
      videoUrl: '/uploads/clip.mp4',
      creators: ['Jordan Lee'],
      duration: '5:30',
    },
  },
  {
    name: 'graphic',
    api: '/api/admin/graphics',
    publicApi: '/api/graphics',
    edit: '/admin/edit-graphic',
    manage: '/admin/manage-graphics',
    updated: 'Graphic updated successfully',
    fields: {
      description: 'Made for this test.',
      creators: 'Avery Brooks',
      slides: [{ url: '/og-default.png' }],
    },
  },
] as const;
type Kind = (typeof kinds)[number];

const DAY = 86_400_000;
// Noon UTC is the same day on the chapter's clock and the browser's.
const noonDaysAgo = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY - days * DAY + DAY / 2);
const shortDay = (iso: string | Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));

test.beforeEach(async ({ signIn }) => {
  test.slow();
  await signIn();
});

const create = (admin: APIRequestContext, kind: Kind, fields: object) =>
  createThrough<Item>(admin, kind.api, {
    title: unique(`Publishing ${kind.name}`),
    ...kind.fields,
    ...fields,
  });

async function stored(admin: APIRequestContext, kind: Kind, id: number): Promise<Item> {
  return (await (await admin.get(`${kind.api}/${id}`)).json()) as Item;
}

const publicStatus = async (page: Page, kind: Kind, id: number) =>
  (await page.request.get(`${kind.publicApi}/${id}`)).status();

/** The Publishing box's status, in words. */
const statusShown = (page: Page) => page.getByRole('group', { name: 'Publishing' }).locator('p').nth(1);

/**
 * The publish date the list shows on an item's row, found by its title: among the other specs'
 * items an older one may be on a later page.
 */
async function listedDate(page: Page, kind: Kind, title: string, iso: string) {
  await page.goto(`${kind.manage}?q=${encodeURIComponent(title)}`);
  return listRow(page, title).locator(`time[datetime="${iso}"]`);
}

/**
 * Where the editor is after a save: a step that leaves a draft keeps it open (the editor stays put),
 * one that sends the item out returns to the list with it in view.
 */
const afterSaving = (kind: Kind, leavesDraft: boolean) =>
  leavesDraft ? new RegExp(`${kind.edit}/\\d+$`) : new RegExp(`${kind.manage}\\?saved=`);

/** Presses a step's button and waits for the save's toast and where the editor then is. */
async function step(page: Page, kind: Kind, name: string) {
  await submitButton(page, name).click();
  await expect(toastText(page, kind.updated)).toBeVisible();
  await expect(page).toHaveURL(afterSaving(kind, name === 'Unschedule'));
}

async function unpublish(page: Page, kind: Kind) {
  await submitButton(page, 'Unpublish').click();
  const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('It keeps its date');
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(toastText(page, kind.updated)).toBeVisible();
  await expect(page).toHaveURL(afterSaving(kind, true));
}

atReaderWidths(({ width }) => {
  for (const kind of kinds) {
    test(`${kind.name}: unpublish asks first and keeps the date, republish keeps it, publish as new dates it today`, async ({
      page,
      admin,
    }) => {
      const wentOut = noonDaysAgo(20).toISOString();
      const item = await create(admin, kind, { status: 'published', publishedDate: wentOut });
      await page.goto(`${kind.edit}/${item.id}`);
      await expect(statusShown(page)).toHaveText(`Published ${shortDay(wentOut)}`);
      await expect(submitButton(page, 'Update')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);

      // Unpublish asks first; Cancel leaves the item out.
      await submitButton(page, 'Unpublish').click();
      const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
      await expect(dialog).toBeVisible();
      await expectAccessibleAndFitting(page, width);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      expect((await stored(admin, kind, item.id)).status).toBe('published');
      expect(await publicStatus(page, kind, item.id)).toBe(200);

      await unpublish(page, kind);
      expect(await stored(admin, kind, item.id)).toMatchObject({ status: 'draft', publishedDate: wentOut });
      expect(await publicStatus(page, kind, item.id)).toBe(404);

      // Republish puts it back where it was.
      await page.goto(`${kind.edit}/${item.id}`);
      await expect(statusShown(page)).toHaveText('Draft');
      await expect(page.getByText('Off the public site. Republish puts it back with its date')).toBeVisible();
      await expect(submitButton(page, 'Publish as new')).toBeVisible();
      await expectAccessibleAndFitting(page, width);
      await step(page, kind, 'Republish');
      expect(await stored(admin, kind, item.id)).toMatchObject({
        status: 'published',
        publishedDate: wentOut,
      });
      expect(await publicStatus(page, kind, item.id)).toBe(200);
      await expect(await listedDate(page, kind, item.title, wentOut)).toContainText(shortDay(wentOut));
      if (kind.name === 'article') {
        await page.goto(`/article/${item.id}`);
        const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });
        await expect(page.locator(`time[datetime="${wentOut}"]`).first()).toHaveText(
          longDay.format(new Date(wentOut)),
        );
      }

      // Publish as new dates it today, so it leads again.
      await page.goto(`${kind.edit}/${item.id}`);
      await unpublish(page, kind);
      await page.goto(`${kind.edit}/${item.id}`);
      const before = Date.now();
      await step(page, kind, 'Publish as new');
      const renewed = await stored(admin, kind, item.id);
      expect(renewed.status).toBe('published');
      expect(Math.abs(new Date(renewed.publishedDate).getTime() - before)).toBeLessThan(5 * 60_000);
      await expect(await listedDate(page, kind, item.title, renewed.publishedDate)).toContainText(
        shortDay(new Date()),
      );
    });

    test(`${kind.name}: a scheduled one says when, unschedules to a draft and publishes now`, async ({
      page,
      admin,
    }) => {
      // To the minute, as the date field holds it.
      const when = new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000).toISOString();
      const item = await create(admin, kind, { status: 'published', publishedDate: when });
      await page.goto(`${kind.edit}/${item.id}`);
      await expect(statusShown(page)).toHaveText(/^Scheduled for \w{3} \d{1,2}/);
      await expect(submitButton(page, 'Update')).toBeVisible();
      await expect(submitButton(page, 'Publish now')).toBeVisible();
      await expectAccessibleAndFitting(page, width);

      // Unschedule keeps the chosen time, so Schedule sends it out then again.
      await step(page, kind, 'Unschedule');
      expect(await stored(admin, kind, item.id)).toMatchObject({ status: 'draft', publishedDate: when });
      await page.goto(`${kind.edit}/${item.id}`);
      await expect(statusShown(page)).toHaveText('Draft');
      await expect(submitButton(page, 'Save draft')).toBeVisible();
      await step(page, kind, 'Schedule');
      expect(await stored(admin, kind, item.id)).toMatchObject({ status: 'published', publishedDate: when });
      expect(await publicStatus(page, kind, item.id)).toBe(404);

      await page.goto(`${kind.edit}/${item.id}`);
      const before = Date.now();
      await step(page, kind, 'Publish now');
      const published = await stored(admin, kind, item.id);
      expect(published.status).toBe('published');
      expect(Math.abs(new Date(published.publishedDate).getTime() - before)).toBeLessThan(5 * 60_000);
      expect(await publicStatus(page, kind, item.id)).toBe(200);
    });
  }
});
