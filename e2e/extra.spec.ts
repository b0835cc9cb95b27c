import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pageWithHeldScripts, pressWithinOneFrame, test, unique } from './fixtures.ts';
import { createCrossword } from './support/crossword.ts';
import { voteAsVisitors } from './support/public.ts';
import { atReaderWidths } from './viewports.ts';

/*
 * Extra! Extra! (/just-for-fun). The member of the month, the active crossword and the active poll are
 * site-wide singletons, so this file runs serially and every test (re)creates its own and retries the
 * page load until it shows that one, in case another spec made its own current meanwhile.
 */
test.describe.configure({ mode: 'serial' });

async function createMember(admin: APIRequestContext, name: string) {
  const response = await admin.post('/api/admin/member-of-the-month', {
    data: {
      name,
      major: 'Journalism',
      year: 'Junior',
      month: 'November 2026',
      bio: 'Covers campus news and runs the chapter podcast.',
      imageUrl: '/uploads/member-portrait.png',
      achievements: 'Dean’s List\nEditor of The Gamecock, NABJ scholarship winner',
      quote: 'Tell the stories nobody else will.',
    },
  });
  expect(response.status()).toBe(201);
}

async function createActiveCrossword(admin: APIRequestContext, title: string) {
  const id = await createCrossword(admin, title);
  expect((await admin.patch(`/api/admin/crosswords/${id}/activate`)).status()).toBe(200);
  return id;
}

async function createPoll(admin: APIRequestContext, question: string) {
  const response = await admin.post('/api/admin/polls', {
    data: { question, options: ['Alpha', 'Beta', 'Gamma'], isActive: true },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; options: { id: number; text: string }[] };
}

async function createEvent(admin: APIRequestContext, title: string) {
  // Minutes from now, so it is among the first 5 upcoming events whatever other specs add.
  const date = new Date(Date.now() + 10 * 60 * 1000).toISOString();
  const response = await admin.post('/api/admin/events', {
    data: {
      title,
      description: 'Bring a story idea.',
      date,
      location: 'School of Journalism, Room 101',
      type: 'workshop',
      registrationUrl: 'https://example.com/register',
    },
  });
  expect(response.status()).toBe(201);
}

/** Creates with `create` and opens the page until `check` passes (another test may have replaced it). */
async function openWith(page: Page, create: () => Promise<unknown>, check: () => Promise<void>) {
  await expect(async () => {
    await create();
    await page.goto('/just-for-fun');
    await page.waitForLoadState('networkidle');
    await check();
  }).toPass({ timeout: 25_000 });
}

async function openWithCrossword(page: Page, admin: APIRequestContext, title: string) {
  let id = 0;
  await openWith(
    page,
    async () => {
      id = await createActiveCrossword(admin, title);
    },
    () => expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 2000 }),
  );
  return id;
}

/** Scrolls to the grid, whose code loads when the reader comes near, and waits until it listens. */
async function reachGrid(page: Page, title: string) {
  const section = page.getByRole('region', { name: title });
  await section.getByRole('group', { name: /grid$/ }).scrollIntoViewIfNeeded();
  await expect(section.locator('[data-hydrated]')).toBeAttached();
}

/** Publishes a crossword, opens the page with it and reaches its grid; returns its title. */
async function playNewCrossword(page: Page, admin: APIRequestContext) {
  const title = unique('Crossword');
  await openWithCrossword(page, admin, title);
  await reachGrid(page, title);
  return title;
}

const cell = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const currentClue = (page: Page) => page.locator('button[aria-current="true"]');

test.describe('member of the month', () => {
  test('shows the member with the achievements split into a list', async ({ page, admin }) => {
    const name = unique('Member');
    await openWith(
      page,
      () => createMember(admin, name),
      () => expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 2000 }),
    );
    const section = page.getByRole('region', { name });
    await expect(section).toContainText('Journalism · Junior · November 2026');
    await expect(section).toContainText('Covers campus news and runs the chapter podcast.');
    await expect(section.getByRole('list', { name: 'Achievements' }).getByRole('listitem')).toHaveText([
      'Dean’s List',
      'Editor of The Gamecock',
      'NABJ scholarship winner',
    ]);
    await expect(section.getByRole('blockquote')).toContainText('Tell the stories nobody else will.');
    const img = section.getByRole('img', { name: `Portrait of ${name}` });
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
  });
});

test.describe('crossword', () => {
  test('keyboard play to completion: letters advance, Tab goes to the next entry, then the grid locks', async ({
    page,
    admin,
  }) => {
    await playNewCrossword(page, admin);
    await cell(page, '1 Across, row 1 column 1').click();
    await expect(currentClue(page)).toContainText('Feline friend');
    await page.keyboard.type('cat');
    await expect(cell(page, '1 Across, row 1 column 1')).toHaveValue('C');
    await expect(cell(page, '1 Across, row 1 column 2')).toHaveValue('A');
    await expect(cell(page, '1 Across, row 1 column 3')).toHaveValue('T');
    await expect(page.getByText('3/8 letters')).toBeVisible();

    // Tab: 3 Across, its first empty square.
    await page.keyboard.press('Tab');
    await expect(currentClue(page)).toContainText('Colour of a stop sign');
    await expect(cell(page, '3 Across, row 3 column 1')).toBeFocused();
    await page.keyboard.type('rex');
    // Backspace clears and moves back; then the right letter.
    await page.keyboard.press('Backspace');
    await expect(cell(page, '3 Across, row 3 column 3')).toHaveValue('');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('d');

    // Tab: 1 Down, whose only empty square is row 2.
    await page.keyboard.press('Tab');
    await expect(currentClue(page)).toContainText('It has four wheels');
    await expect(cell(page, '1 Down, row 2 column 1')).toBeFocused();
    await page.keyboard.type('a');
    // Tab: 2 Down.
    await page.keyboard.press('Tab');
    await expect(currentClue(page)).toContainText('Fox, in old English');
    await page.keyboard.type('o');

    await expect(page.getByText('Congratulations! You solved the puzzle.')).toBeVisible();
    const inputs = page.getByRole('group', { name: /grid$/ }).getByRole('textbox');
    await expect(inputs).toHaveCount(8);
    for (const input of await inputs.all()) await expect(input).toBeDisabled();
  });

  test('on a phone the solver’s code loads once the reader scrolls near the grid, which then plays', async ({
    page,
    admin,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const solverRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('crossword-player')) solverRequests.push(request.url());
    });
    // The member of the month above it puts the grid more than a screen and a half down.
    await createMember(admin, unique('Member'));
    const title = unique('Crossword');
    await openWithCrossword(page, admin, title);
    await expect(page.getByRole('group', { name: /grid$/ })).toBeAttached();
    expect(solverRequests).toEqual([]);

    await reachGrid(page, title);
    expect(solverRequests).not.toEqual([]);
    await cell(page, '1 Across, row 1 column 1').click();
    await page.keyboard.type('c');
    await expect(cell(page, '1 Across, row 1 column 1')).toHaveValue('C');
    await expect(cell(page, '1 Across, row 1 column 2')).toBeFocused();
  });

  test('letters typed into the grid before the solver’s code arrives are kept once it does', async ({
    page,
    admin,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await createMember(admin, unique('Member'));
    const title = unique('Crossword');
    await openWithCrossword(page, admin, title);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/crossword-player/, async (route) => {
      await released;
      await route.continue();
    });

    await cell(page, '1 Across, row 1 column 1').click();
    await page.keyboard.type('c');
    await cell(page, '1 Across, row 1 column 2').click();
    await page.keyboard.type('a');
    const section = page.getByRole('region', { name: title });
    await expect(section.locator('[data-hydrated]')).not.toBeAttached();
    release();
    await expect(section.locator('[data-hydrated]')).toBeAttached();

    await expect(section.getByText('2/8 letters')).toBeVisible();
    await expect(cell(page, '1 Across, row 1 column 2')).toBeFocused();
    await page.keyboard.type('o');
    await expect(cell(page, '1 Across, row 1 column 1')).toHaveValue('C');
    await expect(cell(page, '1 Across, row 1 column 2')).toHaveValue('O');
    await expect(cell(page, '1 Across, row 1 column 3')).toBeFocused();
  });

  test('keys faster than the screen paints still move the focus with the cursor', async ({ page, admin }) => {
    await playNewCrossword(page, admin);
    await cell(page, '1 Across, row 1 column 1').click();
    await pressWithinOneFrame(page, ['c', 'a', 'ArrowLeft', 'ArrowRight']);
    await expect(cell(page, '1 Across, row 1 column 2')).toHaveValue('A');
    await expect(cell(page, '1 Across, row 1 column 3')).toBeFocused();
    await page.keyboard.type('t');
    await expect(cell(page, '1 Across, row 1 column 3')).toHaveValue('T');
  });

  test('clicking the selected square toggles across and down; arrows move', async ({ page, admin }) => {
    await playNewCrossword(page, admin);
    const corner = cell(page, '1 Across, row 1 column 1');
    await corner.click();
    await expect(currentClue(page)).toContainText('Feline friend');
    await corner.click();
    await expect(currentClue(page)).toContainText('It has four wheels');
    await page.keyboard.type('c');
    await expect(cell(page, '1 Down, row 2 column 1')).toBeFocused();
    await corner.click();
    await corner.click();
    await expect(currentClue(page)).toContainText('Feline friend');
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, '1 Across, row 1 column 2')).toBeFocused();
  });

  test('check marks a wrong letter, reveal fills the word, pause hides the grid', async ({ page, admin }) => {
    await playNewCrossword(page, admin);
    await cell(page, '1 Across, row 1 column 1').click();
    await page.keyboard.type('x');
    await cell(page, '1 Across, row 1 column 1').click();
    await page.getByRole('button', { name: 'Check cell' }).click();
    await expect(page.getByRole('textbox', { name: '1 Across, row 1 column 1, incorrect' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByRole('button', { name: 'Reveal word' }).click();
    await expect(page.getByRole('textbox', { name: '1 Across, row 1 column 1, revealed' })).toHaveValue('C');
    await expect(page.getByRole('textbox', { name: '1 Across, row 1 column 3, revealed' })).toHaveValue('T');

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: /grid$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Resume' }).first().click();
    await expect(page.getByRole('group', { name: /grid$/ })).toBeVisible();
  });

  atReaderWidths(() => {
    test('a revealed puzzle is said to be revealed, not solved, and claims no time', async ({
      page,
      admin,
    }) => {
      await playNewCrossword(page, admin);
      await cell(page, '1 Across, row 1 column 1').click();
      await page.getByRole('button', { name: 'Reveal puzzle' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Puzzle revealed' });
      await expect(status).toBeVisible();
      await expect(status).toContainText('not solved');
      await expect(page.getByText('Congratulations! You solved the puzzle.')).toHaveCount(0);
      await expect(status).not.toContainText(/finished .* in \d+:\d\d/);
    });
  });

  test('progress survives a reload, and Reset clears letters, timer and storage', async ({ page, admin }) => {
    const title = await playNewCrossword(page, admin);
    await cell(page, '1 Across, row 1 column 1').click();
    await page.keyboard.type('ca');
    await expect(page.getByRole('timer')).not.toHaveText('0:00', { timeout: 5000 });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await reachGrid(page, title);
    await expect(cell(page, '1 Across, row 1 column 1')).toHaveValue('C');
    await expect(cell(page, '1 Across, row 1 column 2')).toHaveValue('A');
    await expect(page.getByRole('timer')).not.toHaveText('0:00');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(cell(page, '1 Across, row 1 column 1')).toHaveValue('');
    await expect(cell(page, '1 Across, row 1 column 2')).toHaveValue('');
    await expect(page.getByRole('timer')).toHaveText('0:00');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await reachGrid(page, title);
    await expect(cell(page, '1 Across, row 1 column 1')).toHaveValue('');
    await expect(page.getByRole('timer')).toHaveText('0:00');
  });
});

test.describe('upcoming events', () => {
  test('lists an upcoming event with its details and registration link', async ({ page, admin }) => {
    const title = unique('Workshop');
    await createEvent(admin, title);
    await page.goto('/just-for-fun');
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Workshop');
    await expect(card).toContainText('School of Journalism, Room 101');
    await expect(card).toContainText(/(AM|PM) \(Eastern\)/);
    await expect(card.getByRole('link', { name: /Register/ })).toHaveAttribute(
      'href',
      'https://example.com/register',
    );
    expect(
      await page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').count(),
    ).toBeLessThanOrEqual(5);
  });
});

test.describe('quick poll', () => {
  test('vote is disabled until a choice; then results with percentages and the total', async ({
    page,
    admin,
  }) => {
    const question = unique('Which format?');
    let poll: Awaited<ReturnType<typeof createPoll>> | undefined;
    await openWith(
      page,
      async () => {
        poll = await createPoll(admin, question);
        // Three earlier visitors: two for Alpha, one for Beta.
        await voteAsVisitors(poll, [0, 0, 1]);
      },
      () => expect(page.getByRole('group', { name: question })).toBeVisible({ timeout: 2000 }),
    );
    const vote = page.getByRole('button', { name: 'Vote', exact: true });
    await expect(vote).toBeDisabled();
    await page.getByRole('radio', { name: 'Beta' }).check();
    await expect(vote).toBeEnabled();
    await vote.click();

    await expect(page.getByText('Vote submitted!', { exact: true })).toBeVisible();
    await expect(page.getByText('Thank you for participating in our poll.', { exact: true })).toBeVisible();
    const results = page.getByRole('list', { name: 'Poll results' }).getByRole('listitem');
    await expect(results.nth(0)).toContainText('Alpha');
    await expect(results.nth(0)).toContainText('50%');
    await expect(results.nth(1)).toContainText('Beta');
    await expect(results.nth(1)).toContainText('50%');
    await expect(results.nth(2)).toContainText('0%');
    await expect(page.getByText('Total: 4 votes')).toBeVisible();

    // The server remembers this browser's vote too: with the browser's own memory gone, a second try
    // shows the results with a note.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('radio', { name: 'Gamma' }).check();
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await expect(page.getByText('You have already voted in this poll.')).toBeVisible();
    await expect(page.getByText('Total: 4 votes')).toBeVisible();
  });

  test('a choice made before the page’s code arrived is the one voted', async ({ context, admin }) => {
    const question = unique('Which time?');
    const { page, release, hydrated } = await pageWithHeldScripts(context);
    await expect(async () => {
      await createPoll(admin, question);
      await page.goto('/just-for-fun', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('group', { name: question })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 25_000 });
    await page.getByRole('radio', { name: 'Beta' }).check();
    release();
    await hydrated();

    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await expect(page.getByText('Thanks for voting! Here are the results.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Poll results' })).toContainText('Beta (your vote)');
  });

  atReaderWidths(() => {
    test('a reader who voted sees the results on every later visit', async ({ page, admin }) => {
      const question = unique('Which day?');
      await openWith(
        page,
        () => createPoll(admin, question),
        () => expect(page.getByRole('group', { name: question })).toBeVisible({ timeout: 2000 }),
      );
      await page.getByRole('radio', { name: 'Gamma' }).check();
      await page.getByRole('button', { name: 'Vote', exact: true }).click();
      await expect(page.getByText('Thanks for voting! Here are the results.')).toBeVisible();

      for (const path of ['/just-for-fun', '/about']) {
        await page.goto(path);
        await page.goto('/just-for-fun');
        await page.waitForLoadState('networkidle');
        const poll = page.getByRole('region', { name: 'Quick Poll' });
        await expect(poll.getByText('You have already voted in this poll.')).toBeVisible();
        await expect(poll.getByRole('list', { name: 'Poll results' })).toContainText('Gamma (your vote)');
        await expect(poll.getByRole('radio')).toHaveCount(0);
        await expect(poll.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
      }
    });
  });

  test('a failed vote shows the submitting state, then the error toast', async ({ page, admin }) => {
    const question = unique('Which colour?');
    await openWith(
      page,
      () => createPoll(admin, question),
      () => expect(page.getByRole('group', { name: question })).toBeVisible({ timeout: 2000 }),
    );
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/polls/vote', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Server error"}',
      });
    });
    await page.getByRole('radio', { name: 'Alpha' }).check();
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(page.getByText('Failed to submit vote. Please try again.', { exact: true })).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    // The form stays, ready for another try.
    await expect(page.getByRole('button', { name: 'Vote', exact: true })).toBeEnabled();
  });
});

test.describe('the whole page', () => {
  const content = async (admin: APIRequestContext) => {
    const names = {
      member: unique('Member'),
      crossword: unique('Crossword'),
      question: unique('Poll question'),
      event: unique('Event'),
    };
    await createMember(admin, names.member);
    await createActiveCrossword(admin, names.crossword);
    await createPoll(admin, names.question);
    await createEvent(admin, names.event);
    return names;
  };

  test('is complete without JavaScript, with Event JSON-LD', async ({ request, admin }) => {
    await expect(async () => {
      const names = await content(admin);
      const response = await request.get('/just-for-fun');
      expect(response.status()).toBe(200);
      const html = await response.text();
      for (const text of [names.member, names.crossword, names.question, names.event])
        expect(html).toContain(text);
      expect(html).toContain('<li');
      expect(html).toContain('NABJ scholarship winner');
      expect(html).toMatch(/<title>Extra! Extra! \| [^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/just-for-fun"/);
      expect(html).toMatch(/<meta property="og:title" content="Extra! Extra!/);
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(jsonLd).toBeTruthy();
      const data = JSON.parse(jsonLd!) as { '@type': string; name: string }[];
      expect(data.find((item) => item.name === names.event)?.['@type']).toBe('Event');
      // The crossword grid is there too, one labelled input per square.
      expect(html).toContain('aria-label="1 Across, row 1 column 1"');
    }).toPass({ timeout: 25_000 });
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious or critical at ${width}px`, async ({ page, admin }) => {
      await content(admin);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/just-for-fun');
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
