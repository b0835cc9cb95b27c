import { cn } from '../../lib/cn.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { initialsOf } from './profile-rules.ts';

const sizes = {
  sm: { box: 'size-12 text-base', px: 48 },
  md: { box: 'size-20 text-2xl', px: 80 },
  lg: { box: 'size-28 text-4xl sm:size-32 sm:text-5xl', px: 128 },
} as const;

interface ProfileAvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: keyof typeof sizes;
  /** The profile picture at the top of a profile page loads first. */
  priority?: boolean;
  className?: string;
}

/** A round profile picture, or the initials of the first two words of the name (public-site §2, §9). */
export function ProfileAvatar({
  name,
  imageUrl,
  size = 'md',
  priority = false,
  className,
}: ProfileAvatarProps) {
  const { box, px } = sizes[size];
  if (imageUrl) {
    return (
      <ResponsiveImage
        src={imageUrl}
        alt={name}
        width={px}
        height={px}
        sizes={`${px}px`}
        priority={priority}
        className={cn('shrink-0 rounded-full bg-paper-soft object-cover', box, className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full bg-ink font-bold font-serif text-paper',
        box,
        className,
      )}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
