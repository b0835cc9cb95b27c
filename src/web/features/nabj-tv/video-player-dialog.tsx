import { Clock } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import type { Video } from '../../../contracts/video.ts';
import { videoTypeLabels } from '../../../contracts/video-values.ts';
import { CreatorLinks } from '../../components/content/video-card.tsx';
import { DialogCloseButton } from '../../components/ui/dialog-close-button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatShortDate } from '../../lib/format.ts';
import { usableThumbnail, videoPlayback } from '../../lib/media.ts';
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
  const opener = useRef<HTMLElement | null>(null);
  useViewReport('video', video?.id);
  return (
    <Dialog.Root open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        {video && (
          <Dialog.Content
            data-testid="video-dialog"
            // Opened without a Dialog.Trigger, so focus goes back to whatever opened it (a card's button).
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              // The dialog itself takes the focus, not its first control: inside the YouTube frame,
              // Escape never reaches the dialog. Tab goes on to the player.
              event.preventDefault();
              (event.currentTarget as HTMLElement).focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-4xl overflow-y-auto rounded-lg bg-paper shadow-raised outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
          >
            <div className="overflow-hidden rounded-t-lg bg-ink">
              <Player video={video} />
            </div>
            <div className="p-5 sm:p-6">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <p className="font-semibold text-accent text-xs uppercase tracking-widest">
                    {videoTypeLabels[video.type]}
                    {video.duration && <span className="text-muted"> · {video.duration}</span>}
                  </p>
                  <Dialog.Title className="mt-1 font-bold font-serif text-2xl text-ink leading-tight sm:text-3xl">
                    {video.title}
                  </Dialog.Title>
                </div>
                <DialogCloseButton label="Close video" className="-mr-2" />
              </div>
              <CreatorLinks creators={video.creators} className="mt-2" />
              <p className="mt-1 text-muted text-sm">
                <time dateTime={video.publishedDate}>{formatShortDate(video.publishedDate)}</time>
              </p>
              <Dialog.Description className="mt-4 max-w-prose whitespace-pre-line font-serif text-ink text-lg leading-relaxed">
                {video.description}
              </Dialog.Description>
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
