import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, pageWithHeldScripts, test, waitForHydration } from './fixtures.ts';
import { atReaderWidths } from './viewports.ts';

interface Settings {
  chapterName: string;
  contactEmail: string;
  meetingAbout: string;
  meetingFooter: string;
  cashAppHandle: string;
  executiveBoard: { name: string; role: string; bio: string }[];
}

async function settingsOf(page: Page): Promise<Settings> {
  return (await page.request.get('/api/site-settings')).json();
}

const cashTag = (handle: string) => (handle.startsWith('$') ? handle : `$${handle}`);

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('about', () => {
  test('shows the mission, the executive board from the settings, join us and both meeting readings', async ({
    page,
  }) => {
    const settings = await settingsOf(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: settings.chapterName })).toBeVisible();
    await expect(page.getByText('Empowering the next generation of Black journalists').first()).toBeVisible();

    const cards = page.getByTestId('board-card');
    await expect(cards).toHaveCount(settings.executiveBoard.length);
    for (const [index, person] of settings.executiveBoard.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: person.name })).toBeVisible();
      await expect(card).toContainText(person.role);
      if (person.bio) await expect(card).toContainText(person.bio);
      // No picture in the default settings: the initials avatar, named for the person.
      await expect(card.getByRole('img', { name: person.name })).toBeVisible();
    }

    await expect(page.getByRole('heading', { name: 'Join us' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}`,
    );
    await expect(page.getByTestId('meeting-about')).toHaveText(settings.meetingAbout.replace(/\.$/, ''));
  });

  test('is complete without JavaScript', async ({ request }) => {
    const settings: Settings = await (await request.get('/api/site-settings')).json();
    const response = await request.get('/about');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>About Us | ${settings.chapterName}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('"@type":"Organization"');
    for (const person of settings.executiveBoard) expect(html).toContain(person.name);
    expect(html).toContain('id="donate"');
  });

  test('the #donate anchor lands on the donation widget', async ({ page }) => {
    await page.goto('/about#donate');
    const widget = page.locator('#donate');
    await expect(widget).toBeInViewport();
    await expect(widget.getByRole('heading', { name: 'Support the chapter' })).toBeVisible();
    await expect(widget.getByRole('button', { name: '$10', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('donate', () => {
  test('shows the three info cards and the widget', async ({ page }) => {
    await page.goto('/donate');
    const uses = page.getByTestId('donate-use');
    await expect(uses).toHaveCount(3);
    for (const title of ['Convention travel', 'Equipment', 'Workshops']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Make a donation' })).toBeVisible();
  });

  test('amounts: presets, the $10 default, the $0–$200 slider and a custom amount of digits and a dot', async ({
    page,
  }) => {
    const settings = await settingsOf(page);
    const tag = cashTag(settings.cashAppHandle);
    await page.goto('/donate');
    await waitForHydration(page);

    const preset = (amount: number) => page.getByRole('button', { name: `$${amount}`, exact: true });
    const shown = page.getByTestId('donation-amount');
    const pay = page.getByRole('link', { name: /with Cash App/ });
    const slider = page.getByRole('slider', { name: 'Slide to an amount' });
    const custom = page.getByRole('textbox', { name: 'Custom amount' });

    // Default $10.
    await expect(shown).toHaveText('$10');
    await expect(preset(10)).toHaveAttribute('aria-pressed', 'true');
    for (const other of [5, 20, 50]) await expect(preset(other)).toHaveAttribute('aria-pressed', 'false');
    await expect(pay).toHaveAttribute('href', `https://cash.app/${tag}/10`);
    await expect(pay).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('cash-app-handle')).toHaveText(tag);
    // The QR code of the payment link, 156 px, follows the amount.
    const qr = page.getByRole('img', { name: 'QR code to give $10 with Cash App' });
    await expect(qr).toHaveAttribute('width', '156');
    const qrAt10 = await qr.locator('path').getAttribute('d');

    // Presets.
    await preset(50).click();
    await expect(preset(50)).toHaveAttribute('aria-pressed', 'true');
    await expect(preset(10)).toHaveAttribute('aria-pressed', 'false');
    await expect(shown).toHaveText('$50');
    await expect(pay).toHaveAttribute('href', `https://cash.app/${tag}/50`);
    await expect(slider).toHaveValue('50');
    const qrAt50 = page.getByRole('img', { name: 'QR code to give $50 with Cash App' });
    expect(await qrAt50.locator('path').getAttribute('d')).not.toBe(qrAt10);

    // Slider: $0 to $200 in steps of 1, by pointer or keyboard.
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '200');
    await expect(slider).toHaveAttribute('step', '1');
    await slider.fill('75');
    await expect(shown).toHaveText('$75');
    for (const amount of [5, 10, 20, 50])
      await expect(preset(amount)).toHaveAttribute('aria-pressed', 'false');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveText('$76');
    await page.keyboard.press('End');
    await expect(shown).toHaveText('$200');

    // Custom amount: letters and other signs are ignored.
    await custom.pressSequentially('12a.-5x');
    await expect(custom).toHaveValue('12.5');
    await expect(shown).toHaveText('$12.50');
    await expect(pay).toHaveAttribute('href', `https://cash.app/${tag}/12.50`);
    await custom.fill('abc');
    await expect(custom).toHaveValue('12.5');
    await custom.fill('350');
    await expect(shown).toHaveText('$350');
    await expect(slider).toHaveValue('200');

    // A preset takes over again and clears the custom field.
    await preset(5).click();
    await expect(custom).toHaveValue('');
    await expect(shown).toHaveText('$5');
  });

  test('an amount typed or slid before the page’s code arrived is the one to give', async ({ context }) => {
    const { page, release, hydrated } = await pageWithHeldScripts(context);
    const tag = cashTag((await settingsOf(page)).cashAppHandle);
    await page.goto('/donate', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Custom amount' }).fill('30');
    release();
    await hydrated();
    await expect(page.getByTestId('donation-amount')).toHaveText('$30');
    await expect(page.getByRole('link', { name: /with Cash App/ })).toHaveAttribute(
      'href',
      `https://cash.app/${tag}/30`,
    );

    const again = await pageWithHeldScripts(context);
    await again.page.goto('/donate', { waitUntil: 'domcontentloaded' });
    await again.page.getByRole('slider', { name: 'Slide to an amount' }).fill('120');
    again.release();
    await again.hydrated();
    await expect(again.page.getByTestId('donation-amount')).toHaveText('$120');
  });

  test('Copy puts the handle on the clipboard and says "Copied!" for 1.5 seconds', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const settings = await settingsOf(page);
    await page.goto('/donate');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy handle' }).click();
    const confirmed = page.getByRole('button', { name: 'Copied!' });
    await expect(confirmed).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cashTag(settings.cashAppHandle));
    const shownAt = Date.now();
    await expect(page.getByRole('button', { name: 'Copy handle' })).toBeVisible({ timeout: 3000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThan(1000);
    expect(elapsed).toBeLessThan(2500);
  });

  test('is complete without JavaScript', async ({ request }) => {
    const settings: Settings = await (await request.get('/api/site-settings')).json();
    const response = await request.get('/donate');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Donate | ${settings.chapterName}</title>`);
    expect(html).toContain('Convention travel');
    expect(html).toContain(`https://cash.app/${cashTag(settings.cashAppHandle)}/10`);
    expect(html).toContain('"@type":"DonateAction"');
  });
});

for (const width of [390, 1280]) {
  for (const route of ['/about', '/donate']) {
    test(`axe finds nothing serious or critical on ${route} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      await waitForHydration(page);
      await expectNoSeriousViolations(page);
    });
  }
}

atReaderWidths(() => {
  test('the About page names the meeting time once, with no note meant for the editors', async ({ page }) => {
    const settings = await settingsOf(page);
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(page.getByTestId('meeting-about')).toBeVisible();
    await expect(main).not.toContainText('The site footer lists');
    await expect(main).not.toContainText(settings.meetingFooter.replace(/\.$/, ''));
  });

  for (const route of ['/donate', '/about#donate']) {
    test(`the donation QR code is a 156 px square on ${route}`, async ({ page }) => {
      await page.goto(route);
      const code = page.getByRole('img', { name: /^QR code to give/ });
      await code.scrollIntoViewIfNeeded();
      const box = await code.boundingBox();
      expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual({
        width: 156,
        height: 156,
      });
    });
  }
});
