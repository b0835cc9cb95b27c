import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoleSession, signInAs } from '../../../../test-support/sign-in-as-role.ts';
import { startUploadsTestApp, type UploadsTestApp } from '../../../../test-support/uploads-test-app.ts';
import { type MediaItem, UNPUBLISHED_ITEM } from '../../../contracts/upload.ts';
import { siteSettings } from '../site-settings/site-settings.table.ts';
import { videos } from '../videos/videos.table.ts';

let t: UploadsTestApp;
let cookie: string;

async function uploadPng(name: string) {
  const data = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
  const boundary = 'media-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { url: string; variants: { url: string }[] };
}

const media = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/media', headers: { cookie } })).json();

// The same behaviour on each storage driver; S3 is s3rver, in this process.
describe.each(['disk', 's3'] as const)('media library on %s storage', (driver) => {
  beforeAll(async () => {
    t = await startUploadsTestApp(driver);
    ({ cookie } = t);
  });
  afterAll(() => t.close());

  it('lists every upload with its type, size, date and where it is used', async () => {
    const used = await uploadPng('cover.png');
    const unused = await uploadPng('spare.png');
    const article = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: { title: 'Cover story', excerpt: 'e', content: 'c', author: 'A', imageUrl: used.url },
    });
    const list = await media();
    const usedItem = list.find((item: { url: string }) => item.url === used.url);
    expect(usedItem).toMatchObject({
      originalName: 'cover.png',
      mimeType: 'image/png',
      kind: 'image',
      width: 700,
    });
    expect(usedItem.size).toBeGreaterThan(0);
    expect(usedItem.usedBy).toEqual([{ kind: 'article', id: article.json().id, title: 'Cover story' }]);
    expect(usedItem.usedByCount).toBe(1);
    expect(list.find((item: { url: string }) => item.url === unused.url)).toMatchObject({
      usedBy: [],
      usedByCount: 0,
    });
  });

  it('lists the first five places that show a file and counts them all', async () => {
    const shared = await uploadPng('everywhere.png');
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/articles',
        headers: { cookie },
        payload: { title: `Shared ${i}`, excerpt: 'e', content: 'c', author: 'A', imageUrl: shared.url },
      });
      ids.push(created.json().id);
    }
    const item = (await media()).find((entry: { url: string }) => entry.url === shared.url);
    expect(item.usedByCount).toBe(7);
    expect(item.usedBy.map((use: { id: number }) => use.id)).toEqual(ids.reverse().slice(0, 5));
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('counts a width variant shown in article text as a use', async () => {
    const image = await uploadPng('inline.png');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: {
        title: 'Inline',
        excerpt: 'e',
        content: `<img src="${image.variants[0]!.url}">`,
        author: 'A',
        imageUrl: '/uploads/other.png',
      },
    });
    const item = (await media()).find((entry: { url: string }) => entry.url === image.url);
    expect(item.usedBy.map((use: { title: string }) => use.title)).toEqual(['Inline']);
  });

  it("counts an article's older version as a use, since restoring it would show the file again", async () => {
    const first = await uploadPng('first-cover.png');
    const fields = { title: 'Recovered', excerpt: 'e', content: 'c', author: 'A' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: { ...fields, imageUrl: first.url },
    });
    const { id } = created.json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${id}`,
      headers: { cookie },
      // A status change keeps the save a revision of its own (quick saves fold: docs/admin/articles.md).
      payload: { ...fields, imageUrl: '/uploads/second-cover.png', status: 'draft' },
    });
    expect(edited.statusCode).toBe(200);

    const item = (await media()).find((entry: { url: string }) => entry.url === first.url);
    expect(item.usedBy).toEqual([{ kind: 'article', id, title: 'older version of Recovered' }]);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(200);
  });

  it('follows every write: a row that stops showing a file, or is deleted, no longer counts', async () => {
    const image = await uploadPng('followed.png');
    const usesOf = async () => (await media()).find((entry: { url: string }) => entry.url === image.url);
    const [video] = await t.db
      .insert(videos)
      .values({
        title: 'Clip',
        description: 'd',
        videoUrl: 'https://youtu.be/x',
        thumbnailUrl: image.variants[0]!.url,
        type: 'short-form',
      })
      .returning();
    const [settings] = await t.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    await t.db
      .insert(siteSettings)
      .values({ id: 1, value: { heroImage: `https://cdn.example${image.url}` } as never })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { value: { heroImage: `https://cdn.example${image.url}` } as never },
      });
    expect(await usesOf()).toMatchObject({
      usedByCount: 2,
      usedBy: [
        { kind: 'video', id: video!.id, title: 'Clip' },
        { kind: 'site settings', id: 1, title: 'Settings' },
      ],
    });
    await t.db.update(videos).set({ thumbnailUrl: '' }).where(eq(videos.id, video!.id));
    await t.db
      .update(siteSettings)
      .set({ value: settings?.value ?? {} })
      .where(eq(siteSettings.id, 1));
    expect(await usesOf()).toMatchObject({ usedByCount: 0, usedBy: [] });
    await t.db.update(videos).set({ thumbnailUrl: image.url }).where(eq(videos.id, video!.id));
    expect((await usesOf()).usedByCount).toBe(1);
    await t.db.delete(videos).where(eq(videos.id, video!.id));
    expect((await usesOf()).usedByCount).toBe(0);
  });

  it('refuses to delete a file in use, and deletes an unused one with its widths', async () => {
    const used = await uploadPng('keep.png');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/member-of-the-month',
      headers: { cookie },
      payload: {
        name: 'N',
        major: 'M',
        year: 'Y',
        bio: 'B',
        imageUrl: used.url,
        achievements: 'A',
        quote: 'Q',
        month: 'May',
      },
    });
    const usedId = (await media()).find((item: { url: string }) => item.url === used.url).id;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${usedId}`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This file is still used and cannot be deleted. Remove it from those items first.',
    );
    expect((await t.app.inject({ method: 'GET', url: used.url })).statusCode).toBe(200);

    const spare = await uploadPng('gone.png');
    const spareId = (await media()).find((item: { url: string }) => item.url === spare.url).id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${spareId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: spare.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: spare.variants[0]!.url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${spareId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/media' })).statusCode).toBe(401);
  });

  // Issue 34, item 3: a contributor saw the titles of others' drafts, and the names and addresses of
  // the files only those drafts use.
  it('shows a contributor another’s unpublished item as an unpublished item, and hides the files only those use', async () => {
    const [author, stranger] = [await signInAs(t, 'contributor'), await signInAs(t, 'contributor')];
    const editor = await signInAs(t, 'editor');
    const write = async (session: RoleSession, fields: Record<string, unknown>) => {
      const answer = await session.call('POST', '/api/admin/articles', {
        excerpt: 'e',
        content: 'c',
        author: 'A',
        imageUrl: '/uploads/none.png',
        ...fields,
      });
      return answer.json<{ id: number }>().id;
    };
    const secret = await uploadPng('informant-photo.png');
    const shared = await uploadPng('campus-map.png');
    const cut = await uploadPng('cut-before-publishing.png');
    const draftId = await write(author, {
      title: 'Secret draft',
      imageUrl: secret.url,
      content: `<img src="${shared.url}">`,
    });
    const publicId = await write(editor, {
      title: 'Public story',
      imageUrl: shared.url,
      status: 'published',
    });
    // Published without the picture its first draft had: only its history shows that picture.
    const revisedId = await write(author, { title: 'Revised', imageUrl: cut.url });
    const publish = { title: 'Revised', excerpt: 'e', content: 'c', author: 'A', status: 'published' };
    await editor.call('PUT', `/api/admin/articles/${revisedId}`, {
      ...publish,
      imageUrl: '/uploads/none.png',
    });

    const libraryOf = async (session: RoleSession) => {
      const answer = await session.call('GET', '/api/admin/media');
      expect(answer.statusCode).toBe(200);
      return { body: answer.body, items: answer.json<MediaItem[]>() };
    };
    const everything = await libraryOf(editor);
    const idOf = (upload: { url: string }) => everything.items.find((item) => item.url === upload.url)!.id;
    const [secretId, sharedId, cutId] = [idOf(secret), idOf(shared), idOf(cut)];
    const hidden = { kind: 'article', id: null, title: UNPUBLISHED_ITEM };

    const seen = await libraryOf(stranger);
    const seenAs = (id: number) => seen.items.find((item) => item.id === id);
    expect(seenAs(secretId)).toMatchObject({
      originalName: null,
      url: null,
      usedBy: [hidden],
      usedByCount: 1,
    });
    expect(seenAs(sharedId)).toMatchObject({
      originalName: 'campus-map.png',
      url: shared.url,
      usedBy: [{ kind: 'article', id: publicId, title: 'Public story' }, hidden],
      usedByCount: 2,
    });
    expect(seenAs(cutId)).toMatchObject({ originalName: null, url: null, usedBy: [hidden] });
    for (const unseen of ['Secret draft', 'informant-photo', 'cut-before-publishing', secret.url, cut.url]) {
      expect(seen.body).not.toContain(unseen);
    }

    // The author sees their own items, the older version too; an editor sees everything.
    for (const session of [author, editor]) {
      const { items } = await libraryOf(session);
      const own = (id: number) => items.find((item) => item.id === id);
      expect(own(secretId)).toMatchObject({
        originalName: 'informant-photo.png',
        url: secret.url,
        usedBy: [{ kind: 'article', id: draftId, title: 'Secret draft' }],
      });
      expect(own(cutId)).toMatchObject({
        originalName: 'cut-before-publishing.png',
        usedBy: [{ kind: 'article', id: revisedId, title: 'older version of Revised' }],
      });
    }
  });
});
