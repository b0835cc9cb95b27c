import type { Video, VideoType } from '../../../contracts/video.ts';
import { matchesSearch } from '../../lib/media.ts';

export type VideoTypeFilter = 'all' | VideoType;

export const videoTypeFilters: readonly { value: VideoTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'long-form', label: 'Long-Form' },
  { value: 'short-form', label: 'Short-Form' },
];

/** The `?type=` value as a filter; anything unknown shows all. */
export function readVideoTypeFilter(value: string | null | undefined): VideoTypeFilter {
  return value === 'long-form' || value === 'short-form' ? value : 'all';
}

/** public-site §5: videos match on title and description, case-insensitive; the type filter narrows. */
export function filterVideos(videos: readonly Video[], query: string, type: VideoTypeFilter): Video[] {
  return videos.filter(
    (video) =>
      (type === 'all' || video.type === type) && matchesSearch(query, [video.title, video.description]),
  );
}

/** The address of the list with a search and a filter, kept in the URL so it can be shared. */
export function nabjTvHref(query: string, type: VideoTypeFilter): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (type !== 'all') params.set('type', type);
  const search = params.toString();
  return search ? `/nabj-tv?${search}` : '/nabj-tv';
}
