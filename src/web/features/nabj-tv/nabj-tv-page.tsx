import { useQuery } from '@tanstack/react-query';
import { TvMinimalPlay } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { Video } from '../../../contracts/video.ts';
import { CardGridListing } from '../../components/content/listing-states.tsx';
import { PreviewedItem } from '../../components/content/preview-banner.tsx';
import { VideoCard } from '../../components/content/video-card.tsx';
import { ListingIntro } from '../../components/layout/listing-intro.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { SearchField, SearchForm } from '../../components/ui/search-field.tsx';
import { cn } from '../../lib/cn.ts';
import { usableThumbnail, videoPlayback } from '../../lib/media.ts';
import { usePreviewedItem } from '../../lib/preview.ts';
import { videoQuery } from '../../lib/queries/content.ts';
import { useAbsoluteUrl } from '../../lib/queries/site-settings.ts';
import { useSearchParam } from '../../lib/search-params.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { nabjTvVideosQuery } from './nabj-tv-queries.ts';
import { filterVideos, nabjTvHref, readVideoTypeFilter, videoTypeFilters } from './video-filters.ts';

// The dialog's code (Radix, its focus trap) loads when a reader first opens one.
const VideoPlayerDialog = lazy(() =>
  import('./video-player-dialog.tsx').then((module) => ({ default: module.VideoPlayerDialog })),
);

const DESCRIPTION =
  'NABJ TV: long-form stories and short-form clips produced by student journalists of the chapter.';

export function NabjTvPage() {
  const [query, setQuery] = useSearchParam('q');
  const [typeParam] = useSearchParam('type');
  const type = readVideoTypeFilter(typeParam);
  const videos = useQuery(nabjTvVideosQuery());
  const previewed = usePreviewedItem(videoQuery);
  const [playing, setPlaying] = useState<Video | null>(null);
  const dialogOpened = useOpenedOnce(playing !== null);
  const absolute = useAbsoluteUrl();

  const shown = videos.data ? filterVideos(videos.data, query, type) : [];

  return (
    <>
      <PageHead
        title="NABJ TV"
        description={DESCRIPTION}
        path="/nabj-tv"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'NABJ TV',
          itemListElement: (videos.data ?? []).slice(0, 30).map((video, index) => {
            const thumbnail = usableThumbnail(video.thumbnailUrl);
            const playback = videoPlayback(video.videoUrl);
            return {
              '@type': 'ListItem',
              position: index + 1,
              item: {
                '@type': 'VideoObject',
                name: video.title,
                description: video.description,
                uploadDate: video.publishedDate,
                ...(thumbnail ? { thumbnailUrl: absolute(thumbnail) } : {}),
                ...(playback.kind === 'youtube' ? { embedUrl: playback.src } : {}),
                ...(playback.kind === 'file' ? { contentUrl: absolute(playback.src) } : {}),
                creator: video.creators.map((name) => ({ '@type': 'Person', name })),
              },
            };
          }),
        }}
      />

      <PreviewedItem item="video" read={previewed}>
        {(video) => <VideoCard video={video} onOpen={setPlaying} />}
      </PreviewedItem>

      <ListingIntro
        icon={TvMinimalPlay}
        eyebrow="Watch"
        title="NABJ TV"
        lead="Long-form reporting and short-form clips from the chapter's student journalists."
      >
        <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <SearchForm action="/nabj-tv" className="relative w-full lg:max-w-md">
            <SearchField
              id="nabj-tv-search"
              label="Search videos"
              placeholder="Search by title or description"
              value={query}
              onChange={setQuery}
            />
            {type !== 'all' && <input type="hidden" name="type" value={type} />}
          </SearchForm>

          <nav aria-label="Video length" className="-mx-1 flex gap-1 overflow-x-auto px-1 py-1">
            {videoTypeFilters.map((filter) => {
              const active = filter.value === type;
              return (
                <Link
                  key={filter.value}
                  href={nabjTvHref(query, filter.value)}
                  aria-current={active ? 'true' : undefined}
                  className={cn(
                    'inline-flex h-10 shrink-0 items-center rounded-full border px-4 font-semibold text-sm transition-colors duration-150',
                    active
                      ? 'border-ink bg-ink text-paper'
                      : 'border-rule-strong bg-paper text-ink hover:border-ink',
                  )}
                >
                  {filter.label}
                </Link>
              );
            })}
          </nav>
        </div>
      </ListingIntro>

      <section aria-label="Videos" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <CardGridListing
          list={videos}
          shown={shown}
          noun={['video', 'videos']}
          mediaClassName="aspect-video"
          errorHeading="We couldn't load NABJ TV"
          emptyHeading="No Videos Found"
          emptyText={
            query || type !== 'all'
              ? 'Nothing matches that search or filter. Try other words, or see every video.'
              : 'New episodes are in production. Check back soon.'
          }
          showAll={query || type !== 'all' ? { label: 'Show all videos', href: '/nabj-tv' } : undefined}
          card={(video, index) => <VideoCard video={video} onOpen={setPlaying} priority={index === 0} />}
        />
      </section>

      {dialogOpened && (
        <Suspense fallback={null}>
          <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </>
  );
}
