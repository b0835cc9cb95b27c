import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../../../test-support/test-app.ts';
import { TIME_ZONE_MESSAGE } from '../../../contracts/chapter-clock.ts';
import { WEB_ADDRESS_MESSAGE } from '../../../contracts/link-values.ts';
import { readSiteSettings, writeSiteSettings } from './site-settings.repository.ts';

const t = signedInTestApp();

const saved = async () => (await t.asAdmin('GET', '/api/admin/site-settings')).json();
const save = (payload: Record<string, unknown>) => t.asAdmin('PUT', '/api/admin/site-settings', payload);

const HOSTILE_LINKS = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/profile',
];

describe('site settings links', () => {
  it('refuses a javascript:, data: or other non-http(s) social link with 400 and a message, and changes nothing', async () => {
    const before = await saved();
    for (const field of ['instagramUrl', 'youtubeUrl', 'tiktokUrl']) {
      for (const link of HOSTILE_LINKS) {
        const response = await save({ ...before, [field]: link });
        expect(response.statusCode, `${field} ${link}`).toBe(400);
        expect(response.json()).toEqual({
          message: WEB_ADDRESS_MESSAGE,
          errors: { [field]: WEB_ADDRESS_MESSAGE },
        });
      }
    }
    const hero = await save({ ...before, heroVideoUrl: 'javascript:alert(1)' });
    expect(hero.json()).toEqual({
      message: 'Must be a valid URL',
      errors: { heroVideoUrl: 'Must be a valid URL' },
    });
    expect(await saved()).toEqual(before);
  });

  it('keeps https and http links, and an empty one as no account there', async () => {
    const before = await saved();
    const response = await save({
      ...before,
      instagramUrl: 'https://www.instagram.com/nabjusc/',
      youtubeUrl: 'http://www.youtube.com/@nabjusc',
      tiktokUrl: '',
    });
    expect(response.statusCode).toBe(200);
    expect(await saved()).toMatchObject({
      instagramUrl: 'https://www.instagram.com/nabjusc/',
      youtubeUrl: 'http://www.youtube.com/@nabjusc',
      tiktokUrl: '',
    });
  });

  it('still answers a link stored before the rule, so every page keeps its settings', async () => {
    const settings = await readSiteSettings(t.db);
    await writeSiteSettings(t.db, { ...settings, instagramUrl: 'javascript:alert(1)' });
    const response = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json().chapterName).toBe(settings.chapterName);
    // The admin form shows it, to be replaced: saving it as it is is refused.
    const stored = await saved();
    expect(stored.instagramUrl).toBe('javascript:alert(1)');
    expect((await save(stored)).statusCode).toBe(400);
    await writeSiteSettings(t.db, settings);
  });
});

describe('the chapter time zone', () => {
  it('refuses a zone that does not exist with a clear message, and keeps a real one', async () => {
    const before = await saved();
    expect(before.timeZone).toBe('America/New_York');
    const refused = await save({ ...before, timeZone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: TIME_ZONE_MESSAGE, errors: { timeZone: TIME_ZONE_MESSAGE } });
    expect(await saved()).toEqual(before);

    expect((await save({ ...before, timeZone: 'America/Chicago' })).statusCode).toBe(200);
    const answer = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(answer.json().timeZone).toBe('America/Chicago');
    await save(before);
  });

  it('reads a zone saved under its old name, newsletterTimeZone, as the chapter’s', async () => {
    const { timeZone: _zone, ...settings } = await readSiteSettings(t.db);
    await writeSiteSettings(t.db, { ...settings, newsletterTimeZone: 'America/Denver' } as never);
    expect((await saved()).timeZone).toBe('America/Denver');
    await writeSiteSettings(t.db, { ...settings, timeZone: 'America/New_York' });
  });
});
