import { describe, expect, it } from 'vitest';
import { type AdminVideo, videoEditSchema, videoInputSchema } from '../../../contracts/video.ts';
import { toDayInput } from '../lib/datetime.ts';
import { createBody, editBody, publishedDateOfDay, videoValuesOf } from './video-form-values.ts';

const now = new Date(2026, 10, 22, 14, 5);

const video: AdminVideo = {
  id: 7,
  createdBy: 2,
  title: 'Homecoming Recap',
  description: 'The parade',
  thumbnailUrl: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  type: 'short-form',
  duration: '5:30',
  views: 0,
  creators: ['Jordan Lee', 'Ava Brooks'],
  publishedDate: new Date(2026, 10, 20, 9, 30).toISOString(),
  createdAt: new Date(2026, 10, 20, 9, 30).toISOString(),
  status: 'draft',
  updatedAt: new Date(2026, 10, 20, 9, 30).toISOString(),
  firstPublishedAt: null,
  version: 1,
};

describe('video form values (admin-area §3, §5, §9)', () => {
  it('starts long-form, as a draft, dated today', () => {
    expect(videoValuesOf(undefined, now)).toMatchObject({
      type: 'long-form',
      status: 'draft',
      publishedDate: '2026-11-22',
    });
  });

  it('prefills the edit form; a thumbnail taken from the YouTube link shows as empty', () => {
    expect(videoValuesOf(video)).toEqual({
      title: 'Homecoming Recap',
      description: 'The parade',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      thumbnailUrl: '',
      type: 'short-form',
      creators: 'Jordan Lee, Ava Brooks',
      duration: '5:30',
      publishedDate: '2026-11-20',
      status: 'draft',
    });
    expect(videoValuesOf({ ...video, thumbnailUrl: '/uploads/own.webp' }).thumbnailUrl).toBe(
      '/uploads/own.webp',
    );
  });

  it('sends today as now, and another day as the start of that day on the editor’s clock', () => {
    expect(publishedDateOfDay('2026-11-22', now)).toBe(now.toISOString());
    expect(publishedDateOfDay('2026-12-01', now)).toBe(new Date(2026, 11, 1).toISOString());
  });

  it('create sends the chosen status and an instant; creators become a list', () => {
    const parsed = videoInputSchema.parse({
      ...videoValuesOf(undefined, now),
      title: 'T',
      description: 'D',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      creators: 'Jordan Lee, , Ava Brooks',
      status: 'draft',
    });
    expect(createBody(parsed, now)).toMatchObject({
      creators: ['Jordan Lee', 'Ava Brooks'],
      publishedDate: now.toISOString(),
      status: 'draft',
    });
  });

  it('edit leaves an unchanged day out, so the exact publish time stays; a new day is sent', () => {
    const values = videoValuesOf(video);
    const unchanged = editBody(videoEditSchema.parse(values), values.publishedDate, now);
    expect(unchanged).not.toHaveProperty('publishedDate');
    expect(unchanged.creators).toEqual(['Jordan Lee', 'Ava Brooks']);
    const moved = editBody(
      videoEditSchema.parse({ ...values, publishedDate: '2026-12-24' }),
      values.publishedDate,
      now,
    );
    expect(moved.publishedDate).toBe(new Date(2026, 11, 24).toISOString());
    expect(toDayInput(moved.publishedDate)).toBe('2026-12-24');
  });
});
