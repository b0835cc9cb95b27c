import { type AdminVideo, videoTypeLabels } from '../../../contracts/video.ts';
import { VideoThumbnail } from '../../components/content/video-card.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { Badge } from '../components/content-card.tsx';
import type { ListView } from '../components/content-list/content-list-page.tsx';

// admin-area §2 "Videos card": type, thumbnail (a placeholder when missing), creators, duration, created date.
export const videoList: ListView<AdminVideo> = {
  kind: 'video',
  title: (video) => video.title,
  picture: (video) => (
    <VideoThumbnail
      url={video.thumbnailUrl}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
    />
  ),
  publication: (video) => video,
  byline: (video) => video.creators.join(', '),
  group: (video) => <Badge>{videoTypeLabels[video.type]}</Badge>,
  date: (video) => <ChapterTime iso={video.publishedDate} />,
  meta: (video) => (
    <>
      {video.duration && `Duration ${video.duration} · `}
      <ChapterTime prefix="Created" iso={video.createdAt} />
    </>
  ),
  text: (video) => video.description,
};
