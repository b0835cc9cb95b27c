import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSourcePages } from '../../../test-support/source-pages.ts';
import { createTestDatabase } from '../../../test-support/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { contributors } from '../modules/contributors/contributors.table.ts';
import { events } from '../modules/events/events.table.ts';
import { nabjPicks } from '../modules/picks/picks.table.ts';
import { readSiteSettings, writeSiteSettings } from '../modules/site-settings/site-settings.repository.ts';

// Links saved before the contracts refused other schemes, written straight into the tables: the
// pages must render no link of them (web/lib/links.ts), only the http(s) ones beside them.
const SCRIPT_LINK = 'javascript:alert(document.cookie)';
const DATA_LINK = 'data:text/html,<script>alert(1)</script>';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let vite: ViteDevServer;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await writeSiteSettings(db, {
    ...(await readSiteSettings(db)),
    instagramUrl: SCRIPT_LINK,
    youtubeUrl: DATA_LINK,
    tiktokUrl: 'https://www.tiktok.com/@nabjusc',
  });
  await db.insert(events).values([
    {
      title: 'Hostile registration',
      description: 'A link from before the rule.',
      date: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      location: 'Room 1',
      type: 'meeting',
      registrationUrl: SCRIPT_LINK,
    },
    {
      title: 'Data registration',
      description: 'Another.',
      date: new Date(Date.now() + 8 * 24 * 60 * 60 * 1000),
      location: 'Room 2',
      type: 'meeting',
      registrationUrl: DATA_LINK,
    },
  ]);
  await db.insert(nabjPicks).values([
    { title: 'Hostile pick', description: 'd', type: 'book', url: SCRIPT_LINK, recommendedBy: 'Maya' },
    { title: 'Data pick', description: 'd', type: 'book', url: DATA_LINK, recommendedBy: 'Maya' },
  ]);
  await db.insert(contributors).values({
    name: 'Hostile Links',
    linkedIn: SCRIPT_LINK,
    twitter: DATA_LINK,
    instagram: 'https://www.instagram.com/hostile/',
  });
  const source = await startSourcePages();
  vite = source.vite;
  app = await buildApp({
    config: loadConfig({ DATA_DIR: path.join(os.tmpdir(), `nabj-links-${process.pid}`) }),
    db,
    pages: source.pages,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await vite?.close();
  await database?.close();
});

/** Every href and src of the page, as the browser will read them. */
const addresses = (html: string) =>
  [...html.matchAll(/\s(?:href|src)="([^"]*)"/gi)].map(([, value]) => value!.replaceAll('&amp;', '&'));

describe('links stored before the rule', () => {
  it.each([
    ['/', ['https://www.tiktok.com/@nabjusc'], []],
    ['/about', ['https://www.tiktok.com/@nabjusc'], []],
    ['/just-for-fun', [], ['Hostile registration', 'Data registration']],
    ['/nabj-picks', [], ['Hostile pick', 'Data pick']],
    ['/member/Hostile%20Links', ['https://www.instagram.com/hostile/'], ['Hostile Links']],
  ])(
    'render no javascript: or data: link on %s',
    async (url, kept, shown) => {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      for (const text of shown) expect(page.body).toContain(text);
      const links = addresses(page.body);
      for (const link of kept) expect(links).toContain(link);
      expect(links.filter((link) => /^\s*(javascript|data|vbscript):/i.test(link))).toEqual([]);
    },
    60_000,
  );
});
