import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { articleCategories } from '../../../contracts/article.ts';
import { contentKindNames, contentKinds } from '../../../contracts/content-kinds.ts';
import {
  findMissingClues,
  hasMissingClues,
  readClues,
  readPuzzleData,
} from '../../../contracts/crossword.ts';
import { contentCatalogue } from '../../content-kinds.ts';
import { articles } from '../../modules/articles/articles.table.ts';
import { events } from '../../modules/events/events.table.ts';
import { graphics } from '../../modules/graphics/graphics.table.ts';
import { stagingRootOf } from '../../modules/uploads/uploads.service.ts';
import { videos } from '../../modules/videos/videos.table.ts';
import { createStorage } from '../../storage/storage.ts';
import { seedDemoContent } from './seed-demo.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-seed-'));
  t = await startTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('demo content', () => {
  it('fills an empty database once with a believable chapter, all through the public API', async () => {
    const uploads = { db: t.db, storage: createStorage(t.config), stagingRoot: stagingRootOf(dataDir) };
    expect(await seedDemoContent(t.db, uploads)).toBe(true);
    // The registry's guard for the seed: a kind the demo forgets is named here.
    for (const kind of contentKindNames) {
      expect(
        await t.db.$count(contentCatalogue[kind].table),
        `demo ${contentKinds[kind].several}`,
      ).toBeGreaterThan(0);
    }

    const articleList = await get('/api/articles');
    expect(articleList.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articleList.map((a: { category: string }) => a.category))).toEqual(
      new Set(articleCategories),
    );
    expect((await get('/api/articles/featured')).length).toBeGreaterThan(0);

    // Every byline has a contributor profile, and the profile finds the author's stories.
    for (const author of new Set<string>(articleList.map((a: { author: string }) => a.author))) {
      const content = await get(`/api/contributors/by-name/${encodeURIComponent(author)}/content`);
      expect((await get(`/api/contributors/by-name/${encodeURIComponent(author)}`)).name).toBe(author);
      expect(content.articles.length).toBeGreaterThan(0);
    }

    const videoList = await get('/api/broadcast');
    expect(new Set(videoList.map((v: { type: string }) => v.type))).toEqual(
      new Set(['long-form', 'short-form']),
    );
    expect(
      videoList.every((v: { videoUrl: string }) => v.videoUrl.startsWith('https://www.youtube.com/watch?v=')),
    ).toBe(true);

    const graphics = await get('/api/graphics');
    expect(graphics.some((g: { slides: unknown[] }) => g.slides.length > 1)).toBe(true);
    expect((await get('/api/events/upcoming')).length).toBe(5);
    expect((await get('/api/nabj-picks')).length).toBeGreaterThan(0);
    expect((await get('/api/member-of-the-month/current')).name).toBeTruthy();
    expect((await get('/api/polls/active')).options.length).toBeGreaterThanOrEqual(2);

    const crossword = await get('/api/crossword/active');
    const puzzle = readPuzzleData(crossword.puzzleData)!;
    expect(hasMissingClues(findMissingClues(puzzle.grid, readClues(crossword.clues)!))).toBe(false);

    // Pictures are made on this machine and served from /uploads, never from a remote host.
    const imageUrls: string[] = [
      ...articleList.map((a: { imageUrl: string }) => a.imageUrl),
      ...videoList.map((v: { thumbnailUrl: string }) => v.thumbnailUrl),
      ...graphics.map((g: { imageUrl: string }) => g.imageUrl),
    ];
    expect(imageUrls.every((url) => url.startsWith('/uploads/'))).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: imageUrls[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  }, 120_000);

  it('never seeds twice, even after every demo item is deleted', async () => {
    for (const table of [articles, videos, graphics, events]) await t.db.delete(table);
    const uploads = { db: t.db, storage: createStorage(t.config), stagingRoot: stagingRootOf(dataDir) };
    expect(await seedDemoContent(t.db, uploads)).toBe(false);
    expect(await get('/api/articles')).toEqual([]);
  });
});
