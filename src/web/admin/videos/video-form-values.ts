import type { z } from 'zod';
import { fromDateTimeInput, toDayInput } from '../../../contracts/chapter-clock.ts';
import type { AdminVideo, videoEditSchema, videoInputSchema } from '../../../contracts/video.ts';
import { youtubeThumbnailUrl } from '../../../contracts/video.ts';

/**
 * What the video form holds: text as typed, creators comma-separated, the date as a day (admin-area
 * §9). A new video is long-form, a draft, dated today.
 */
export function videoValuesOf(zone: string, video?: AdminVideo, now: Date = new Date()) {
  return {
    title: video?.title ?? '',
    description: video?.description ?? '',
    videoUrl: video?.videoUrl ?? '',
    // A thumbnail the server took from the YouTube link shows as "empty", so a new link brings its own.
    thumbnailUrl:
      !video || video.thumbnailUrl === youtubeThumbnailUrl(video.videoUrl) ? '' : video.thumbnailUrl,
    type: video?.type ?? 'long-form',
    creators: video?.creators.join(', ') ?? '',
    duration: video?.duration ?? '',
    publishedDate: toDayInput(video?.publishedDate ?? now, zone),
    status: video?.status ?? 'draft',
  };
}

/**
 * The instant sent for a chosen day: today means now (so today's video is the newest); another day
 * means the start of that day on the chapter's clock, so a future day schedules the video for then.
 * No day (a draft's) stays blank.
 */
export function publishedDateOfDay(day: string, zone: string, now: Date = new Date()): string {
  if (day === '') return '';
  return day === toDayInput(now, zone) ? now.toISOString() : fromDateTimeInput(day, zone);
}

type CreateBody = z.output<typeof videoInputSchema>;
type EditBody = z.output<typeof videoEditSchema>;

export function createBody(parsed: CreateBody, zone: string, now: Date = new Date()): CreateBody {
  return { ...parsed, publishedDate: publishedDateOfDay(parsed.publishedDate, zone, now) };
}

/**
 * The edit form works to the day (admin-area §9): an unchanged day is left out, so the server keeps
 * the exact time the video went out; a changed day is sent as on create.
 */
export function editBody(
  parsed: EditBody,
  initialDay: string,
  zone: string,
  now: Date = new Date(),
): EditBody {
  const { publishedDate, ...rest } = parsed;
  if (!publishedDate || publishedDate === initialDay) return rest;
  return { ...rest, publishedDate: publishedDateOfDay(publishedDate, zone, now) };
}
