import { describe, expect, it } from 'vitest';
import {
  buildEmbed,
  buildGraphic,
  buildGraphicEdit,
  buildSlide,
} from '../../../../test-support/factories.ts';
import { kindApi } from '../../../../test-support/kind-tests.ts';
import { createdJson, signedInTestApp } from '../../../../test-support/test-app.ts';
import {
  type GraphicInput,
  graphicTypes,
  guessMediaMimeType,
  isVideoMedia,
} from '../../../contracts/graphic.ts';
import { SESSION_COOKIE } from '../admin-auth/admin-auth.service.ts';
import { listPublicGraphicsByCreator } from './graphics.repository.ts';

const t = signedInTestApp();
const { create, update, adminRead, publicList, storedCount } = kindApi(t, 'graphic');

type Json = Record<string, unknown>;
const ids = (list: { id: number }[]) => list.map((item) => item.id);

async function createGraphic(overrides: Partial<GraphicInput> = {}) {
  return createdJson(await create(buildGraphic(overrides)));
}
async function createEmbed(body: unknown, headers: Record<string, string> = { cookie: t.cookie }) {
  return t.app.inject({ method: 'POST', url: '/api/graphics/embed', payload: body as Json, headers });
}

const publicFields = [
  'additionalImages',
  'createdAt',
  'creators',
  'description',
  'embedCode',
  'id',
  'imageUrl',
  'publishedDate',
  'slides',
  'tags',
  'title',
  'transitionEffect',
  'type',
];

describe('slide media helpers', () => {
  it('guesses the media type from the extension', () => {
    expect(guessMediaMimeType('/uploads/a.JPG')).toBe('image/jpeg');
    expect(guessMediaMimeType('https://cdn.example.org/clip.mov?v=2#t=1')).toBe('video/quicktime');
    expect(guessMediaMimeType('/uploads/document.pdf')).toBeUndefined();
    expect(guessMediaMimeType('/uploads/no-extension')).toBeUndefined();
    expect(isVideoMedia('/uploads/clip.webm')).toBe(true);
    expect(isVideoMedia('/uploads/still', 'video/mp4')).toBe(true);
    expect(isVideoMedia('/uploads/still.png')).toBe(false);
  });
});

describe('graphics API', () => {
  it('creates, reads publicly and as admin, updates and deletes a graphic', async () => {
    const third = buildSlide({ order: 7, url: '/uploads/third.mp4', mimeType: 'video/mp4' });
    const first = buildSlide({ order: 1, url: '/uploads/first.webp' });
    const second = buildSlide({ order: 3, url: 'https://cdn.example.org/second.png', mimeType: 'image/png' });
    const graphic = createdJson(
      await create({
        ...buildGraphic({ slides: [third, first, second], creators: 'Jalen Price, , Kiara Johnson' }),
        type: undefined,
        transitionEffect: 'page-turn',
        tags: 'survey, media, ',
      }),
    );
    expect(graphic).toMatchObject({
      type: 'illustration',
      transitionEffect: 'page-turn',
      imageUrl: '/uploads/first.webp',
      creators: ['Jalen Price', 'Kiara Johnson'],
      tags: ['survey', 'media'],
      additionalImages: [],
      embedCode: null,
      status: 'published',
      publishedDate: '2026-02-01T12:00:00.000Z',
    });
    expect(graphic.slides).toEqual([
      { url: '/uploads/first.webp', mimeType: 'image/webp', originalName: first.originalName, order: 0 },
      { url: second.url, mimeType: 'image/png', originalName: second.originalName, order: 1 },
      { url: '/uploads/third.mp4', mimeType: 'video/mp4', originalName: third.originalName, order: 2 },
    ]);

    const publicRead = await t.app.inject({ method: 'GET', url: `/api/graphics/${graphic.id}` });
    expect(publicRead.statusCode).toBe(200);
    expect(Object.keys(publicRead.json()).sort()).toEqual(publicFields);
    expect(publicRead.json().slides).toEqual(graphic.slides);

    const adminCopy = await adminRead(graphic.id);
    expect(adminCopy.json()).toEqual(graphic);
    expect(Object.keys(adminCopy.json()).sort()).toEqual(
      [...publicFields, 'createdBy', 'status', 'updatedAt', 'firstPublishedAt', 'version'].sort(),
    );

    const updated = await update(
      graphic.id,
      buildGraphicEdit({
        title: 'A new title',
        imageUrl: '/uploads/new-main.webp',
        additionalImages: ['/uploads/extra-1.webp', '', '   ', 'https://cdn.example.org/extra-2.png'],
        creators: 'Kiara Johnson',
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'A new title',
      type: 'data-viz',
      imageUrl: '/uploads/new-main.webp',
      additionalImages: ['/uploads/extra-1.webp', 'https://cdn.example.org/extra-2.png'],
      creators: ['Kiara Johnson'],
      // Not sent by the edit form: kept.
      slides: graphic.slides,
      transitionEffect: 'page-turn',
      tags: ['survey', 'media'],
      publishedDate: graphic.publishedDate,
      createdAt: graphic.createdAt,
    });

    const reslid = await update(
      graphic.id,
      buildGraphicEdit({ slides: [buildSlide({ url: '/uploads/only.gif', mimeType: undefined })] }),
    );
    expect(reslid.json().slides).toEqual([
      expect.objectContaining({ url: '/uploads/only.gif', mimeType: 'image/gif', order: 0 }),
    ]);

    const deleted = await t.asAdmin('DELETE', `/api/admin/graphics/${graphic.id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/graphics/${graphic.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Graphic not found' });
  });

  it('reads slides as the upload call answers them and in their older shapes', async () => {
    const graphic = await createGraphic({
      slides: [
        { url: '/uploads/a.webp', mimeType: 'image/webp', filename: 'a.webp' },
        { imageUrl: '/uploads/b.png' },
        { src: '/uploads/c.mp4', order: 5 },
      ],
      imageUrl: '',
    });
    expect(graphic.imageUrl).toBe('/uploads/a.webp');
    expect(graphic.slides).toEqual([
      { url: '/uploads/a.webp', mimeType: 'image/webp', originalName: 'a.webp', order: 0 },
      { url: '/uploads/b.png', mimeType: 'image/png', originalName: '', order: 1 },
      { url: '/uploads/c.mp4', mimeType: 'video/mp4', originalName: '', order: 2 },
    ]);
    const ownMain = await createGraphic({ imageUrl: '/uploads/cover.webp' });
    expect(ownMain.imageUrl).toBe('/uploads/cover.webp');
  });

  it('accepts every graphic type of both spec readings', async () => {
    for (const type of graphicTypes) {
      expect((await createGraphic({ type })).type).toBe(type);
    }
    const wrong = await create(buildGraphic({ type: 'meme' as never }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.type).toBe(`Type must be one of ${graphicTypes.join(', ')}`);
  });

  it('lists newest first, and limit=1 is the newest', async () => {
    const older = await createGraphic({ publishedDate: '2026-03-01T10:00:00.000Z' });
    const newer = await createGraphic({ publishedDate: '2026-03-05T10:00:00.000Z' });
    const all = await publicList();
    expect(ids(all).indexOf(newer.id)).toBeLessThan(ids(all).indexOf(older.id));
    const dates = all.map((g: { publishedDate: string }) => Date.parse(g.publishedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(ids(await publicList('?limit=2&offset=1'))).toEqual(ids(all).slice(1, 3));

    const newest = await createGraphic({ publishedDate: new Date().toISOString() });
    const latest = await publicList('?limit=1');
    expect(latest).toHaveLength(1);
    expect(latest[0].id).toBe(newest.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/graphics?limit=0' })).statusCode).toBe(400);
  });

  it('defaults the publication date to now and hides drafts and future-dated graphics', async () => {
    const before = Date.now();
    const now = await createGraphic({ publishedDate: '' });
    expect(Date.parse(now.publishedDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(now.publishedDate)).toBeLessThanOrEqual(Date.now());

    const draft = await createGraphic({ status: 'draft' });
    const scheduled = await createGraphic({ publishedDate: new Date(Date.now() + 3600_000).toISOString() });
    const listed = ids(await publicList());
    expect(listed).toContain(now.id);
    expect(listed).not.toContain(draft.id);
    expect(listed).not.toContain(scheduled.id);
    for (const id of [draft.id, scheduled.id]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/graphics/${id}` })).statusCode).toBe(404);
    }
    const adminList = await t.asAdmin('GET', '/api/admin/graphics');
    expect(ids(adminList.json())).toEqual(expect.arrayContaining([draft.id, scheduled.id]));
  });

  it('refuses slides that are not images or videos, or not web addresses', async () => {
    const before = await storedCount();
    const notMedia = await create(
      buildGraphic({ slides: [buildSlide(), buildSlide({ mimeType: 'application/pdf' })] }),
    );
    expect(notMedia.statusCode).toBe(400);
    expect(notMedia.json().errors).toEqual({ 'slides.1.mimeType': 'A slide must be an image or a video' });
    const unknownType = await create(buildGraphic({ slides: [{ url: '/uploads/file.pdf' }] }));
    expect(unknownType.json().errors).toEqual({ 'slides.0.mimeType': 'A slide must be an image or a video' });
    for (const url of ['javascript:alert(1)', '', 'uploads/relative.png', '//evil.example/a.png']) {
      const response = await create(buildGraphic({ slides: [buildSlide({ url })] }));
      expect(response.json().errors).toEqual({ 'slides.0.url': 'Slide URL must be a valid URL' });
    }
    const badMain = await create(buildGraphic({ imageUrl: 'javascript:alert(1)' }));
    expect(badMain.json().errors).toEqual({ imageUrl: 'Main image must be a valid URL' });
    const badEffect = await create(buildGraphic({ transitionEffect: 'spin' as never }));
    expect(badEffect.json().errors).toEqual({ transitionEffect: 'Transition must be normal or page-turn' });
    expect(await storedCount()).toBe(before);
  });

  it('refuses an edit without slides or with additional images that are not addresses', async () => {
    const graphic = await createGraphic();
    const emptySlides = await update(graphic.id, buildGraphicEdit({ slides: [] }));
    expect(emptySlides.json().errors).toEqual({ slides: 'At least one slide is required' });
    const badExtra = await update(graphic.id, buildGraphicEdit({ additionalImages: ['', 'not a url'] }));
    expect(badExtra.json().errors).toEqual({ 'additionalImages.0': 'Additional images must be valid URLs' });
    expect((await adminRead(graphic.id)).json()).toEqual(graphic);
  });

  it('reports every blank field of an edit at once', async () => {
    const graphic = await createGraphic();
    const response = await update(graphic.id, { title: '', imageUrl: '', creators: '' });
    expect(response.json()).toEqual({
      message: 'Title is required',
      errors: {
        title: 'Title is required',
        creators: 'At least one creator is required',
        imageUrl: 'Main image is required',
      },
    });
  });

  it('refuses the embed call with a forged session cookie and stores nothing', async () => {
    const before = await storedCount();
    expect((await createEmbed(buildEmbed(), { cookie: `${SESSION_COOKIE}=forged` })).statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('finds published graphics by a creator, case-insensitively and newest first', async () => {
    const older = await createGraphic({
      creators: ['Maya Brooks', 'Andre Williams'],
      publishedDate: '2025-05-01',
    });
    const newer = await createGraphic({ creators: 'andre WILLIAMS', publishedDate: '2025-06-01' });
    await createGraphic({ creators: 'Andre Williams', status: 'draft' });
    await createGraphic({ creators: 'Andre Williamson' });
    const found = await listPublicGraphicsByCreator(t.db, ' ANDRE williams');
    expect(found.map((row) => row.id)).toEqual([newer.id, older.id]);
  });
});

describe('embedded graphics (POST /api/graphics/embed)', () => {
  it('creates an embed graphic with the code stored as sent', async () => {
    const code =
      '  <div id="viz"></div>\n<script src="https://public.flourish.studio/resources/embed.js"></script>  ';
    const graphic = createdJson(
      await createEmbed(buildEmbed({ embedCode: code, publishDate: '2026-02-10T09:00:00.000Z' })),
    );
    expect(graphic).toMatchObject({
      type: 'embed',
      embedCode: code,
      creators: ['Kiara Johnson', 'Jalen Price'],
      description: 'An interactive map',
      slides: [],
      imageUrl: '',
      transitionEffect: 'normal',
      status: 'published',
      publishedDate: '2026-02-10T09:00:00.000Z',
    });
    const publicRead = (await t.app.inject({ method: 'GET', url: `/api/graphics/${graphic.id}` })).json();
    expect(publicRead.embedCode).toBe(code);

    // The edit screen needs no main image for an embed, and keeps the code when it does not send it.
    const edited = await update(graphic.id, {
      title: 'Renamed map',
      type: 'embed',
      creators: 'Kiara Johnson',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed map', embedCode: code, imageUrl: '' });
  });

  it('dates an embed now when no date is given', async () => {
    const before = Date.now();
    const { publishDate: _date, ...body } = buildEmbed();
    const graphic = (await createEmbed(body)).json();
    expect(Date.parse(graphic.publishedDate)).toBeGreaterThanOrEqual(before - 1000);
    expect((await createEmbed({ ...body, publishDate: '' })).statusCode).toBe(201);
  });

  it.each(['title', 'creators', 'embedCode'])(
    'refuses a blank %s with the single embed message and stores nothing',
    async (field) => {
      const message = 'Title, creators, and embed code are required.';
      const before = await storedCount();
      for (const value of ['', '   ', undefined, null]) {
        const response = await createEmbed({ ...buildEmbed(), [field]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message, errors: { [field]: message } });
      }
      expect(await storedCount()).toBe(before);
    },
  );

  it('accepts 50,000 characters of embed code and refuses more', async () => {
    const before = await storedCount();
    const padding = (length: number) => `<div>${'x'.repeat(length - 11)}</div>`;
    expect((await createEmbed(buildEmbed({ embedCode: padding(50_000) }))).statusCode).toBe(201);
    const tooLong = await createEmbed(buildEmbed({ embedCode: padding(50_001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ embedCode: 'Embed code must be at most 50,000 characters' });
    expect(await storedCount()).toBe(before + 1);
  });
});
