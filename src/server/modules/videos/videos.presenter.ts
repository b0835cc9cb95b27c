import type { AdminVideo, Video, VideoType } from '../../../contracts/video.ts';
import type { VideoRow } from './videos.repository.ts';

/** The public fields only (public-site §3, plus createdAt): status and updatedAt stay on the admin side. */
export function presentVideo(row: VideoRow): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnailUrl: row.thumbnailUrl,
    videoUrl: row.videoUrl,
    type: row.type as VideoType,
    duration: row.duration,
    views: row.views,
    creators: row.creators,
    publishedDate: row.publishedDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminVideo(row: VideoRow): AdminVideo {
  return {
    ...presentVideo(row),
    status: row.status,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
    version: row.version,
  };
}
