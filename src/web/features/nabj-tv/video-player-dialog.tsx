import { Clock } from 'lucide-react';
import type { Video } from '../../../contracts/video.ts';
import { videoTypeLabels } from '../../../contracts/video-values.ts';
import { CreatorLinks } from '../../components/content/video-card.tsx';
import {
  ViewerDialog,
  ViewerDialogBody,
  ViewerDialogDescription,
} from '../../components/ui/viewer-dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { formatShortDate } from '../../lib/format.ts';
import { usableThumbnail, videoPlayback } from '../../lib/media.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { useViewReport } from '../../lib/views.ts';

/** The player (public-site §2, §4): a YouTube embed, the browser's player, or "Video Coming Soon". */
function Player({ video }: { video: Video }) {
  const playback = videoPlayback(video.videoUrl);
  const vertical = video.type === 'short-form';
  const frame = cn(
    'block w-full bg-ink',
    vertical ? 'mx-auto aspect-[9/16] h-[min(60dvh,40rem)] w-auto max-w-full' : 'aspect-video',
  );
  if (playback.kind === 'youtube') {
    // No autoplay: a reader starts the sound themselves.
    return (
      <iframe
        src={playback.src}
        title={`${video.title} (video player)`}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className={cn(frame, 'border-0')}
      />
    );
  }
  if (playback.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a video holds no captions file in the CMS, so there is no track to offer.
      <video
        src={playback.src}
        controls
        playsInline
        preload="metadata"
        poster={usableThumbnail(video.thumbnailUrl)}
        aria-label={video.title}
        className={frame}
      />
    );
  }
  return (
    <div
      data-testid="video-coming-soon"
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 bg-ink px-6 text-center text-paper"
    >
      <Clock aria-hidden="true" className="size-8" />
      <p className="font-bold font-serif text-2xl">Video Coming Soon</p>
      <p className="max-w-sm text-paper/80 text-sm">
        This piece is still in the edit. Check back soon to watch it here.
      </p>
    </div>
  );
}

export function VideoPlayerDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const zone = useTimeZone();
  useViewReport('video', video?.id);
  return (
    <ViewerDialog
      open={video !== null}
      onClose={onClose}
      testId="video-dialog"
      className="max-w-4xl"
      focusDialog
      described
    >
      {video && (
        <ViewerDialogBody
          media={<Player video={video} />}
          mediaClassName="bg-ink"
          eyebrow={
            <>
              {videoTypeLabels[video.type]}
              {video.duration && <span className="text-muted"> · {video.duration}</span>}
            </>
          }
          title={video.title}
          closeLabel="Close video"
        >
          <CreatorLinks creators={video.creators} className="mt-2" />
          <p className="mt-1 text-muted text-sm">
            <time dateTime={video.publishedDate}>{formatShortDate(video.publishedDate, zone)}</time>
          </p>
          <ViewerDialogDescription>{video.description}</ViewerDialogDescription>
        </ViewerDialogBody>
      )}
    </ViewerDialog>
  );
}
