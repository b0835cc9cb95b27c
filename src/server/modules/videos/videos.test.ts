import { describe, expect, it } from 'vitest';
import { buildVideo, buildVideoEdit } from '../../../../test-support/factories.ts';
import { kindApi } from '../../../../test-support/kind-tests.ts';
import { signedInTestApp } from '../../../../test-support/test-app.ts';
import {
  type VideoInput,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
  youtubeVideoId,
} from '../../../contracts/video.ts';
import { listPublicVideosByCreator } from './videos.repository.ts';

const t = signedInTestApp();
const { create, update, adminRead, publicList, storedCount } = kindApi(t, 'video');

const ids = (list: { id: number }[]) => list.map((item) => item.id);

async function createVideo(overrides: Partial<VideoInput> = {}) {
  const response = await create(buildVideo(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
}

const publicFields = [
  'createdAt',
  'creators',
  'description',
  'duration',
  'id',
  'publishedDate',
  'thumbnailUrl',
  'title',
  'type',
  'videoUrl',
  'views',
];

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42'],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  '],
  ])('reads the id of %s', (url) => {
    expect(youtubeVideoId(url)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    [''],
    ['not a url'],
    ['https://vimeo.com/123456789'],
    ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/channel/dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['/uploads/clip.mp4'],
  ])('finds no id in %j', (url) => {
    expect(youtubeVideoId(url)).toBeUndefined();
  });

  it('builds the thumbnail and the embed address from a link', () => {
    expect(youtubeThumbnailUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(youtubeEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(youtubeThumbnailUrl('https://vimeo.com/1')).toBeUndefined();
  });
});

describe('videos API (/api/broadcast)', () => {
  it('creates, reads publicly and as admin, updates and deletes a video', async () => {
    const body = buildVideo({
      creators: ' Kiara Johnson, , Darius Coleman ,',
      thumbnailUrl: '/uploads/thumb.webp',
    });
    const created = await create(body);
    expect(created.statusCode).toBe(201);
    const video = created.json();
    expect(video).toMatchObject({
      title: body.title,
      creators: ['Kiara Johnson', 'Darius Coleman'],
      thumbnailUrl: '/uploads/thumb.webp',
      type: 'long-form',
      duration: '5:30',
      views: 0,
      status: 'published',
      publishedDate: '2026-02-01T12:00:00.000Z',
    });

    const publicRead = await t.app.inject({ method: 'GET', url: `/api/broadcast/${video.id}` });
    expect(publicRead.statusCode).toBe(200);
    expect(Object.keys(publicRead.json()).sort()).toEqual(publicFields);
    expect(publicRead.json().createdAt).toBe(video.createdAt);

    const adminCopy = await adminRead(video.id);
    expect(adminCopy.statusCode).toBe(200);
    expect(adminCopy.json()).toEqual(video);
    expect(Object.keys(adminCopy.json()).sort()).toEqual(
      [...publicFields, 'createdBy', 'status', 'updatedAt', 'firstPublishedAt', 'version'].sort(),
    );

    const updated = await update(
      video.id,
      buildVideoEdit({ title: 'A new title', creators: 'Maya Brooks, ' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'A new title',
      type: 'short-form',
      duration: '1:05',
      creators: ['Maya Brooks'],
      // No publishedDate sent: unchanged.
      publishedDate: video.publishedDate,
      createdAt: video.createdAt,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/broadcast/${video.id}` })).json().title).toBe(
      'A new title',
    );

    const redated = await update(video.id, buildVideoEdit({ publishedDate: '2026-02-03' }));
    expect(redated.json().publishedDate).toBe('2026-02-03T00:00:00.000Z');

    const deleted = await t.asAdmin('DELETE', `/api/admin/broadcast/${video.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const gone = await t.app.inject({ method: 'GET', url: `/api/broadcast/${video.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Video not found' });
    expect((await adminRead(video.id)).statusCode).toBe(404);
  });

  it('defaults the type to long-form and leaves duration and thumbnail optional', async () => {
    const { type: _type, duration: _duration, ...rest } = buildVideo();
    const response = await create(rest);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'long-form', duration: '', thumbnailUrl: '' });
  });

  it('lists newest first, filters by type, and limit=1 is the newest', async () => {
    const older = await createVideo({ type: 'short-form', publishedDate: '2026-03-01T10:00:00.000Z' });
    const newer = await createVideo({ type: 'short-form', publishedDate: '2026-03-05T10:00:00.000Z' });
    const long = await createVideo({ type: 'long-form', publishedDate: '2026-03-03T10:00:00.000Z' });

    const shorts = await publicList('?type=short-form');
    expect(shorts.every((v: { type: string }) => v.type === 'short-form')).toBe(true);
    expect(ids(shorts)).toEqual(expect.arrayContaining([newer.id, older.id]));
    expect(ids(shorts).indexOf(newer.id)).toBeLessThan(ids(shorts).indexOf(older.id));
    expect(ids(shorts)).not.toContain(long.id);

    const all = await publicList();
    const dates = all.map((v: { publishedDate: string }) => Date.parse(v.publishedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(await publicList('?type=all')).toEqual(all);
    expect((await publicList('?limit=2&offset=1')).map((v: { id: number }) => v.id)).toEqual(
      ids(all).slice(1, 3),
    );

    const newest = await createVideo({ title: 'The newest', publishedDate: new Date().toISOString() });
    const latest = await publicList('?limit=1');
    expect(latest).toHaveLength(1);
    expect(latest[0].id).toBe(newest.id);

    const wrong = await t.app.inject({ method: 'GET', url: '/api/broadcast?type=documentary' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Type must be long-form or short-form');
  });

  it('hides drafts and future-dated videos from the public until their time', async () => {
    const draft = await createVideo({ status: 'draft' });
    const scheduled = await createVideo({ publishedDate: new Date(Date.now() + 3600_000).toISOString() });
    const listed = ids(await publicList());
    expect(listed).not.toContain(draft.id);
    expect(listed).not.toContain(scheduled.id);
    for (const id of [draft.id, scheduled.id]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/broadcast/${id}` })).statusCode).toBe(404);
      expect((await adminRead(id)).json().id).toBe(id);
    }
    const adminList = await t.asAdmin('GET', '/api/admin/broadcast');
    expect(ids(adminList.json())).toEqual(expect.arrayContaining([draft.id, scheduled.id]));
  });

  it('takes the thumbnail from a YouTube link when none is given', async () => {
    const fromWatch = await createVideo({ videoUrl: 'https://www.youtube.com/watch?v=jNQXAC9IVRw' });
    expect(fromWatch.thumbnailUrl).toBe('https://img.youtube.com/vi/jNQXAC9IVRw/hqdefault.jpg');
    const fromShort = await createVideo({
      videoUrl: 'https://youtube.com/shorts/dQw4w9WgXcQ',
      thumbnailUrl: '',
    });
    expect(fromShort.thumbnailUrl).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    const kept = await createVideo({
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      thumbnailUrl: 'https://cdn.example.org/own.jpg',
    });
    expect(kept.thumbnailUrl).toBe('https://cdn.example.org/own.jpg');
    const other = await createVideo({ videoUrl: 'https://vimeo.com/76979871' });
    expect(other.thumbnailUrl).toBe('');

    // On edit an empty thumbnail follows the (new) link.
    const edited = await update(
      other.id,
      buildVideoEdit({ videoUrl: 'https://www.youtube.com/embed/jNQXAC9IVRw', thumbnailUrl: '' }),
    );
    expect(edited.json().thumbnailUrl).toBe('https://img.youtube.com/vi/jNQXAC9IVRw/hqdefault.jpg');
  });

  it('refuses a video URL that is not a web address with "Must be a valid URL"', async () => {
    const before = await storedCount();
    for (const videoUrl of ['', 'not a url', 'javascript:alert(1)', 'ftp://example.org/a.mp4', undefined]) {
      const response = await create({ ...buildVideo(), videoUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Must be a valid URL',
        errors: { videoUrl: 'Must be a valid URL' },
      });
    }
    const badType = await create(buildVideo({ type: 'documentary' as never }));
    expect(badType.json().errors).toEqual({ type: 'Type must be long-form or short-form' });
    const badDate = await create(buildVideo({ publishedDate: 'next tuesday' }));
    expect(badDate.json().errors).toEqual({ publishedDate: 'Must be a valid date' });
    const badThumbnail = await create(buildVideo({ thumbnailUrl: 'javascript:alert(1)' }));
    expect(badThumbnail.json().errors).toEqual({ thumbnailUrl: 'Thumbnail must be a valid URL' });
    expect(await storedCount()).toBe(before);
  });

  it('refuses an edit whose video URL is not a web address', async () => {
    const video = await createVideo();
    const response = await update(video.id, buildVideoEdit({ videoUrl: 'not a url' }));
    expect(response.json()).toEqual({
      message: 'Must be a valid URL',
      errors: { videoUrl: 'Must be a valid URL' },
    });
    expect((await adminRead(video.id)).json()).toEqual(video);
  });

  it('finds published videos by a creator, case-insensitively and newest first', async () => {
    const older = await createVideo({
      creators: ['Jalen Price', 'Imani Thompson'],
      publishedDate: '2025-05-01',
    });
    const newer = await createVideo({ creators: 'imani THOMPSON', publishedDate: '2025-06-01' });
    await createVideo({ creators: 'Imani Thompson', status: 'draft' });
    await createVideo({ creators: 'Imani Thompsonette' });
    const found = await listPublicVideosByCreator(t.db, '  IMANI thompson ');
    expect(found.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(await listPublicVideosByCreator(t.db, 'Nobody Here')).toEqual([]);
  });
});
