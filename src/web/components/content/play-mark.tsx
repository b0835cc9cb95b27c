import { Play } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/**
 * The play mark over a video's thumbnail, always shown (a touch screen has no hover), so a video reads
 * as a video at a glance. `size` "sm" for small thumbnails.
 */
export function PlayMark({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <span data-play-mark="" className="pointer-events-none absolute inset-0 grid place-items-center">
      <span
        className={cn(
          'grid place-items-center rounded-full bg-paper/90 text-ink shadow-raised transition-transform duration-150 group-focus-within:scale-110 group-hover:scale-110 motion-reduce:transition-none',
          size === 'md' ? 'size-14' : 'size-8',
        )}
      >
        <Play
          aria-hidden="true"
          className={cn('translate-x-px fill-current', size === 'md' ? 'size-6' : 'size-3.5')}
        />
      </span>
    </span>
  );
}
