import { describe, expect, it } from 'vitest';
import { toDayInput } from '../../../contracts/chapter-clock.ts';
import { type AdminVideo, videoEditSchema, videoInputSchema } from '../../../contracts/video.ts';
import { createBody, editBody, publishedDateOfDay, videoValuesOf } from './video-form-values.ts';

const zone = 'America/New_York';
// 9:05 AM on Sunday, Nov 22 in Columbia, SC.
const now = new Date('2026-11-22T14:05:00Z');

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
  publishedDate: '2026-11-20T14:30:00.000Z',
  createdAt: '2026-11-20T14:30:00.000Z',
  status: 'draft',
  updatedAt: '2026-11-20T14:30:00.000Z',
  firstPublishedAt: null,
  version: 1,
};

describe('video form values (admin-area §3, §5, §9)', () => {
  it('starts long-form, as a draft, dated today', () => {
    expect(videoValuesOf(zone, undefined, now)).toMatchObject({
      type: 'long-form',
      status: 'draft',
      publishedDate: '2026-11-22',
    });
  });

  it('prefills the edit form; a thumbnail taken from the YouTube link shows as empty', () => {
    expect(videoValuesOf(zone, video)).toEqual({
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
    expect(videoValuesOf(zone, { ...video, thumbnailUrl: '/uploads/own.webp' }).thumbnailUrl).toBe(
      '/uploads/own.webp',
    );
  });

  it('sends today as now, and another day as the start of that day on the chapter’s clock', () => {
    expect(publishedDateOfDay('2026-11-22', zone, now)).toBe(now.toISOString());
    expect(publishedDateOfDay('2026-12-01', zone, now)).toBe('2026-12-01T05:00:00.000Z');
  });

  it('sends a new draft with only its title as it is: blanks, and no day', () => {
    const parsed = videoInputSchema.parse({
      ...videoValuesOf(zone, undefined, now),
      title: 'T',
      publishedDate: '',
    });
    expect(createBody(parsed, zone, now)).toMatchObject({
      title: 'T',
      description: '',
      videoUrl: '',
      creators: [],
      publishedDate: '',
      status: 'draft',
    });
  });

  it('create sends the chosen status and an instant; creators become a list', () => {
    const parsed = videoInputSchema.parse({
      ...videoValuesOf(zone, undefined, now),
      title: 'T',
      description: 'D',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      creators: 'Jordan Lee, , Ava Brooks',
      status: 'draft',
    });
    expect(createBody(parsed, zone, now)).toMatchObject({
      creators: ['Jordan Lee', 'Ava Brooks'],
      publishedDate: now.toISOString(),
      status: 'draft',
    });
  });

  it('edit leaves an unchanged day out, so the exact publish time stays; a new day is sent', () => {
    const values = videoValuesOf(zone, video);
    const unchanged = editBody(videoEditSchema.parse(values), values.publishedDate, zone, now);
    expect(unchanged).not.toHaveProperty('publishedDate');
    expect(unchanged.creators).toEqual(['Jordan Lee', 'Ava Brooks']);
    const moved = editBody(
      videoEditSchema.parse({ ...values, publishedDate: '2026-12-24' }),
      values.publishedDate,
      zone,
      now,
    );
    expect(moved.publishedDate).toBe('2026-12-24T05:00:00.000Z');
    expect(toDayInput(moved.publishedDate, zone)).toBe('2026-12-24');
  });
});
