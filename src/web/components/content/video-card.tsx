import { Play } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Video } from '../../../contracts/video.ts';
import { videoTypeLabels } from '../../../contracts/video-values.ts';
import { cn } from '../../lib/cn.ts';
import { formatShortDate } from '../../lib/format.ts';
import { usableThumbnail } from '../../lib/media.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { PlayMark } from './play-mark.tsx';

/** The designed stand-in for a missing or broken thumbnail (public-site §4). */
export function VideoPlaceholder({ className }: { className?: string }) {
  return (
    <div
      data-placeholder="video"
      className={cn(
        'flex h-full w-full flex-col items-center justify-center gap-2 bg-ink bg-[radial-gradient(circle_at_30%_20%,rgb(179_18_31/0.45),transparent_60%)] text-paper',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full border border-paper/60">
        <Play aria-hidden="true" className="size-5 translate-x-px fill-current" />
      </span>
      <span className="font-semibold text-xs uppercase tracking-[0.2em]">NABJ TV</span>
    </div>
  );
}

/**
 * A video's thumbnail, or the placeholder when the address is unusable or the image fails to load —
 * also when it failed before the page was hydrated (checked once after mount).
 */
export function VideoThumbnail({
  url,
  sizes,
  priority = false,
}: {
  url: string;
  sizes: string;
  priority?: boolean;
}) {
  const src = usableThumbnail(url);
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const box = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const image = box.current?.querySelector('img');
    if (!src || !image) return;
    let live = true;
    // decode() rejects for a broken image and waits for one still loading (lazy ones included).
    image.decode().catch(() => {
      if (live && image.naturalWidth === 0) setFailedSrc(src);
    });
    return () => {
      live = false;
    };
  }, [src]);

  if (!src || failedSrc === src) return <VideoPlaceholder />;
  return (
    <span ref={box} className="block h-full w-full">
      <ResponsiveImage
        src={src}
        alt=""
        width={640}
        height={360}
        sizes={sizes}
        priority={priority}
        onError={() => setFailedSrc(src)}
        className="h-full w-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
      />
    </span>
  );
}

/** Creator names, each a link to the member's profile (public-site §2). */
export function CreatorLinks({ creators, className }: { creators: readonly string[]; className?: string }) {
  if (creators.length === 0) return null;
  return (
    <p className={cn('relative z-10 text-muted text-sm', className)}>
      <span>By </span>
      {[...new Set(creators)].map((name, index) => (
        <span key={name}>
          {index > 0 && ', '}
          <Link
            href={`/member/${encodeURIComponent(name)}`}
            className="font-medium text-ink underline-offset-4 hover:text-accent hover:underline"
          >
            {name}
          </Link>
        </span>
      ))}
    </p>
  );
}

/**
 * A card in a grid that opens a viewer (a video, a graphic): its media box, its kind, the title whose
 * button opens the viewer and makes the whole card clickable, then its credits and date.
 */
export function ViewerCard({
  media,
  eyebrow,
  title,
  onOpen,
  description,
  creators,
  publishedDate,
  testId,
  className,
}: {
  media: ReactNode;
  eyebrow: string;
  title: string;
  onOpen: () => void;
  description?: string;
  creators: string[];
  publishedDate: string;
  testId: string;
  className?: string;
}) {
  const zone = useTimeZone();
  const date = formatShortDate(publishedDate, zone);
  return (
    <article className={cn('group relative flex flex-col', className)} data-testid={testId}>
      {media}
      <p className="mt-3 font-semibold text-accent text-xs uppercase tracking-widest">{eyebrow}</p>
      <h3 className="mt-1 font-bold font-serif text-ink text-xl leading-snug">
        <button
          type="button"
          onClick={onOpen}
          aria-haspopup="dialog"
          className="text-left outline-none before:absolute before:inset-0 before:rounded-md hover:text-accent focus-visible:before:outline-2 focus-visible:before:outline-focus focus-visible:before:outline-offset-4 focus-visible:before:outline-solid"
        >
          {title}
        </button>
      </h3>
      {description && <p className="mt-1 line-clamp-2 text-muted text-sm leading-relaxed">{description}</p>}
      <CreatorLinks creators={creators} className="mt-2" />
      {date && (
        <time dateTime={publishedDate} className="mt-1 text-muted text-sm">
          {date}
        </time>
      )}
    </article>
  );
}

export interface VideoCardProps {
  video: Video;
  onOpen: (video: Video) => void;
  /** The first card above the fold loads its thumbnail eagerly. */
  priority?: boolean;
  className?: string;
}

/** A NABJ TV video in a grid: the whole card opens the player; creator names link to profiles. */
export function VideoCard({ video, onOpen, priority = false, className }: VideoCardProps) {
  return (
    <ViewerCard
      media={
        <div className="relative aspect-video overflow-hidden rounded-md bg-ink">
          <VideoThumbnail
            url={video.thumbnailUrl}
            priority={priority}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          />
          <PlayMark />
          {video.duration && (
            <span className="absolute right-2 bottom-2 rounded bg-ink/90 px-1.5 py-0.5 font-semibold text-paper text-xs tabular-nums">
              <span className="sr-only">Duration </span>
              {video.duration}
            </span>
          )}
        </div>
      }
      eyebrow={videoTypeLabels[video.type]}
      title={video.title}
      onOpen={() => onOpen(video)}
      creators={video.creators}
      publishedDate={video.publishedDate}
      testId="video-card"
      className={className}
    />
  );
}
