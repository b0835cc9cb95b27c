import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, unique, waitForHydration } from './fixtures.ts';
import { atReaderWidths } from './viewports.ts';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function chapterName(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/site-settings')).json()) as { chapterName: string }).chapterName;
}

/** A person's name with a unique middle word: "Rena k3x9 Holt". */
const uniqueName = (first: string, last: string) => `${unique(first)} ${last}`;
const initials = (name: string) =>
  name
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
const memberUrl = (name: string) => `/member/${encodeURIComponent(name)}`;
const contributorUrl = (name: string) => `/contributor/${encodeURIComponent(name)}`;

async function createContributor(admin: APIRequestContext, data: Record<string, unknown>) {
  const response = await admin.post('/api/admin/contributors', { data });
  expect(response.status(), await response.text()).toBe(201);
}

async function createArticle(admin: APIRequestContext, author: string, title: string) {
  const response = await admin.post('/api/admin/articles', {
    data: {
      title,
      excerpt: `A story by ${author}.`,
      content: 'First paragraph.\n\nSecond paragraph.',
      author,
      imageUrl: '/og-default.png',
      category: 'news',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function createVideo(admin: APIRequestContext, creators: string[], title: string) {
  const response = await admin.post('/api/admin/broadcast', {
    data: {
      title,
      description: 'A short piece for NABJ TV.',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      creators,
      publishedDate: new Date(Date.now() - 60_000).toISOString(),
      type: 'short-form',
      duration: '1:30',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function createGraphic(admin: APIRequestContext, creators: string[], title: string) {
  const response = await admin.post('/api/admin/graphics', {
    data: { title, description: 'A chart of the week.', creators, slides: [{ url: '/og-default.png' }] },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const bio =
  'Rena reports on housing and transit for the chapter and produces explainers for NABJ TV. She spent the summer on the metro desk of a Columbia daily and runs our data workshops.';

/** A member with three articles, a video made with an alumna, and a graphic. */
async function createMemberWithWork(admin: APIRequestContext) {
  const name = uniqueName('Rena', 'Holt');
  const partner = uniqueName('Tasha', 'Greene');
  await createContributor(admin, {
    name,
    email: 'rena@example.edu',
    major: 'Broadcast Journalism',
    schoolYear: 'Junior',
    graduationYear: 2027,
    bio,
    linkedIn: 'rena-holt',
    twitter: '@renaholt',
    instagram: '',
    isActive: true,
  });
  await createContributor(admin, { name: partner, isActive: false });
  const articles = [unique('Transit Story'), unique('Housing Story'), unique('Bus Route Story')];
  for (const title of articles) await createArticle(admin, name, title);
  const video = unique('Transit Explainer');
  await createVideo(admin, [name, partner], video);
  const graphic = unique('Rent Chart');
  await createGraphic(admin, [name], graphic);
  return { name, partner, articles, video, graphic };
}

test.describe('member portfolios', () => {
  test('search and the skill filter narrow the sample members', async ({ page }) => {
    await page.goto('/member-portfolios');
    await waitForHydration(page);
    const cards = page.getByTestId('portfolio-card');
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(6);
    expect(total).toBeLessThanOrEqual(8);

    const search = page.getByRole('searchbox', { name: 'Search members' });
    await search.fill('BROOKS');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('link', { name: 'Maya Brooks' })).toHaveAttribute(
      'href',
      '/member/Maya%20Brooks',
    );
    await expect(page).toHaveURL(/\?q=BROOKS$/);

    await search.fill('');
    await expect(cards).toHaveCount(total);
    const skill = page.getByRole('combobox', { name: 'Skill' });
    await skill.selectOption('Photography');
    const photographers = await cards.count();
    expect(photographers).toBeGreaterThan(0);
    expect(photographers).toBeLessThan(total);
    for (const card of await cards.all())
      await expect(card.getByRole('list', { name: 'Skills' })).toContainText('Photography');

    await search.fill('Maya');
    await expect(cards).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No Members Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(cards).toHaveCount(total);
    await expect(skill).toHaveValue('all');
  });

  test('filters from the address without JavaScript', async ({ request }) => {
    const html = await (await request.get('/member-portfolios?q=jalen')).text();
    expect(html).toContain('<title>Member Portfolios |');
    expect(html).toContain('Jalen Price');
    expect(html).not.toContain('>Maya Brooks<');
  });

  test('a card leads to the member page, with the skeleton while it loads', async ({ page }) => {
    await page.goto('/member-portfolios?q=Maya');
    await waitForHydration(page);
    // Slow the profile reads down so the skeleton can be seen.
    await page.route('**/api/contributors/by-name/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Maya Brooks' }).click();
    await expect(page).toHaveURL(/\/member\/Maya%20Brooks$/);
    await expect(
      page.getByRole('status').filter({ hasText: "Loading Maya Brooks's profile" }),
    ).toBeAttached();
    // The e2e database has no such profile: after one retry, "Member Not Found".
    await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('member profile', () => {
  test('shows the profile, the counts and the sections of a member with work', async ({ page, admin }) => {
    const { name, partner, articles, video, graphic } = await createMemberWithWork(admin);
    const chapter = await chapterName(page.request);
    await page.goto(memberUrl(name));
    await waitForHydration(page);

    await expect(page).toHaveTitle(`${name} Member Profile | ${chapter}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('img', { name }).first()).toHaveText(initials(name));

    const details = page.getByRole('list', { name: 'Profile details' });
    for (const badge of [
      'Active Member',
      `${chapter} Chapter Member`,
      'Junior',
      'Broadcast Journalism',
      'Class of 2027',
    ]) {
      await expect(details.getByText(badge, { exact: true })).toBeVisible();
    }
    const socials = page.getByRole('list', { name: 'Social links' });
    await expect(socials.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/rena-holt',
    );
    await expect(socials.getByRole('link', { name: /Twitter/ })).toHaveAttribute(
      'href',
      'https://x.com/renaholt',
    );
    await expect(socials.getByRole('link', { name: /Twitter/ })).toHaveAttribute('target', '_blank');
    await expect(socials.getByRole('link', { name: /Instagram/ })).toHaveCount(0);

    await expect(page.getByText('5 Published Pieces', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Rena' })).toBeVisible();
    await expect(page.getByText(bio)).toBeVisible();

    const stats = page.getByTestId('profile-stats');
    for (const [label, value] of [
      ['Total Pieces', '5'],
      ['Articles', '3'],
      ['Videos', '1'],
      ['Graphics', '1'],
    ] as const) {
      const stat = stats.locator('div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(stat.getByRole('definition')).toHaveText(value);
    }

    await expect(page.getByRole('heading', { name: 'Articles (3)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'NABJ TV Contributions (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Graphics & Visual Work (1)' })).toBeVisible();
    for (const title of articles)
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: video })).toBeVisible();
    await expect(page.getByRole('button', { name: graphic })).toBeVisible();
    await expect(page.getByText('No Published Content Yet')).toHaveCount(0);

    // The co-creator, with the active-status dot: hollow for an alumna.
    const workedWith = page.getByRole('region', { name: 'Worked with' });
    await expect(workedWith.getByRole('link', { name: partner })).toHaveAttribute('href', memberUrl(partner));
    await expect(workedWith.getByRole('img', { name: 'Alumni' })).toBeVisible();

    // A video opens on the NABJ TV page, found by its title.
    await page.getByRole('button', { name: video }).click();
    await expect(page).toHaveURL(
      new RegExp(`/nabj-tv\\?q=${encodeURIComponent(video).replace(/%20/g, '(%20|\\+)')}$`),
    );
  });

  test('the no-JavaScript HTML carries the title, the description, the text and the Person JSON-LD', async ({
    request,
    admin,
  }) => {
    const { name, articles } = await createMemberWithWork(admin);
    const chapter = await chapterName(request);
    const response = await request.get(memberUrl(name));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${name} Member Profile | ${chapter}</title>`);
    expect(html).toContain(`<meta name="description" content="${bio.slice(0, 150)}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${name} Member Profile | ${chapter}"/>`);
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain('"@type":"Person"');
    expect(html).toContain(`"name":"${name}"`);
    expect(html).toContain('5 Published Pieces');
    expect(html).toContain('About Rena');
    for (const title of articles) expect(html).toContain(title);
  });

  test('a member without content: the empty state, "0 Published Pieces" and the major in the description', async ({
    page,
    admin,
  }) => {
    const name = uniqueName('Omar', 'Reid');
    await createContributor(admin, { name, major: 'Sports Media', isActive: true });
    const html = await (await page.request.get(memberUrl(name))).text();
    expect(html).toContain(
      '<meta name="description" content="Sports Media student at the University of South Carolina"/>',
    );

    await page.goto(memberUrl(name));
    await expect(page.getByRole('heading', { name: 'No Published Content Yet' })).toBeVisible();
    await expect(
      page.getByText("Omar hasn't published any content yet, but stay tuned for their upcoming work!"),
    ).toBeVisible();
    await expect(page.getByText('0 Published Pieces', { exact: true })).toBeVisible();
    for (const section of ['Articles', 'NABJ TV Contributions', 'Graphics & Visual Work']) {
      await expect(page.getByRole('heading', { name: new RegExp(`^${section} \\(`) })).toHaveCount(0);
    }
  });

  test('an alumna with one piece: "1 Published Piece", the alumni badges and the "Student" description', async ({
    page,
    admin,
  }) => {
    const name = uniqueName('Gloria', 'Banks');
    await createContributor(admin, { name, isActive: false });
    await createArticle(admin, name, unique('Alumni Story'));
    const chapter = await chapterName(page.request);
    const html = await (await page.request.get(memberUrl(name))).text();
    expect(html).toContain(
      '<meta name="description" content="Student student at the University of South Carolina"/>',
    );
    await page.goto(memberUrl(name));
    await expect(page.getByText('1 Published Piece', { exact: true })).toBeVisible();
    const details = page.getByRole('list', { name: 'Profile details' });
    await expect(details.getByText('Alumni', { exact: true })).toBeVisible();
    await expect(details.getByText(`${chapter} Chapter Alumni`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Articles (1)' })).toBeVisible();
  });

  test('an unknown member: "Member Not Found", Return to Homepage and status 404', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Nobody', 'Here');
    const response = await request.get(memberUrl(name));
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Member Not Found');

    await page.goto(memberUrl(name));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Member Not Found' })).toBeVisible();
    await expect(page.getByText(`We couldn't find a member profile for ${name}`)).toBeVisible();
    const home = page.getByRole('link', { name: 'Return to Homepage' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('contributor page', () => {
  test("shows the contributor's profile and content, with the active dot on the member link", async ({
    page,
    admin,
    request,
  }) => {
    const { name, articles, video } = await createMemberWithWork(admin);
    const html = await (await request.get(contributorUrl(name))).text();
    expect(html).toContain(`<title>${name}, Contributor |`);
    expect(html).toContain('"@type":"Person"');

    await page.goto(contributorUrl(name));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('5 Published Pieces', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Articles (3)' })).toBeVisible();
    for (const title of articles)
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: video })).toBeVisible();
    // The header's link to the member page comes before the article bylines.
    const memberLink = page.getByRole('main').getByRole('link', { name, exact: true }).first();
    await expect(memberLink).toHaveAttribute('href', memberUrl(name));
    await expect(page.getByRole('img', { name: 'Active member' })).toBeVisible();
  });

  test('a contributor without content, and an unknown one', async ({ page, admin, request }) => {
    const name = uniqueName('Lena', 'Cruz');
    await createContributor(admin, { name, isActive: true });
    await page.goto(contributorUrl(name));
    await expect(page.getByText(`${name} hasn't published any content yet.`, { exact: true })).toBeVisible();

    const missing = uniqueName('Ghost', 'Writer');
    const response = await request.get(contributorUrl(missing));
    expect(response.status()).toBe(404);
    await page.goto(contributorUrl(missing));
    await expect(page.getByRole('heading', { level: 1, name: 'Contributor Not Found' })).toBeVisible();
  });
});

for (const width of [390, 1280]) {
  test(`axe finds nothing serious or critical on the member pages at ${width}px`, async ({ page, admin }) => {
    // Axe walks every node of pages that by now hold what every other spec created: on two busy
    // cores that alone can pass 30 s.
    test.slow();
    const { name } = await createMemberWithWork(admin);
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/member-portfolios',
      memberUrl(name),
      contributorUrl(name),
      memberUrl(uniqueName('No', 'One')),
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    }
  });
}

atReaderWidths(() => {
  test('a byline without a profile leads to a page of the work under that name', async ({
    page,
    admin,
    request,
  }) => {
    const name = uniqueName('Guest', 'Writer');
    const title = unique('Guest Column');
    await createArticle(admin, name, title);
    const content = await request.get(`/api/contributors/by-name/${encodeURIComponent(name)}/content`);
    const [article] = (await content.json()).articles as { id: number }[];

    await page.goto(`/article/${article!.id}`);
    await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === memberUrl(name));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(initials(name), { exact: true })).toBeVisible();
    await expect(page.getByText('1 Published Piece', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Articles (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    // Nothing is claimed that only a profile could tell.
    await expect(page.getByRole('list', { name: 'Profile details' })).toHaveCount(0);
    await expect(page.getByText('Member Not Found')).toHaveCount(0);

    // Sent whole by the server, with status 200, in any case of the name.
    const response = await request.get(memberUrl(name.toLowerCase()));
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(title);
  });
});

atReaderWidths(() => {
  test('the member portfolios are linked from the footer and the About page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Member Portfolios' }).click();
    await expect(page).toHaveURL(/\/member-portfolios$/);
    await page.goto('/about');
    await page
      .getByRole('main')
      .getByRole('link', { name: /browse their portfolios/ })
      .click();
    await expect(page).toHaveURL(/\/member-portfolios$/);
    await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
  });

  test('portfolio skill tags keep clear of the divider below them', async ({ page }) => {
    await page.goto('/member-portfolios');
    const gaps = await page.getByTestId('portfolio-card').evaluateAll((cards) =>
      cards.map((card) => {
        const tags = card.querySelector('ul[aria-label="Skills"]')!.getBoundingClientRect();
        const divider = card.querySelector('dl')!.getBoundingClientRect();
        return divider.top - tags.bottom;
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(16);
  });
});
