import { BookOpen, Film, Headphones, type LucideIcon, Music, Newspaper, Sparkles, Tv } from 'lucide-react';
import { useState } from 'react';
import type { NabjPick, PickType } from '../../../contracts/pick.ts';
import { mediaUrl } from '../../components/ui/responsive-image.tsx';
import { cn } from '../../lib/cn.ts';

export const pickTypeLabels: Record<PickType, string> = {
  book: 'Book',
  podcast: 'Podcast',
  show: 'TV Show',
  movie: 'Movie',
  music: 'Music',
  article: 'Article',
  other: 'Other',
};

// admin-area §2: each type its own colour and icon. Dark fills under white text, all above 4.5:1 (VISUAL.md).
const TYPE_LOOK: Record<PickType, { icon: LucideIcon; fill: string }> = {
  book: { icon: BookOpen, fill: 'bg-blue-800' },
  podcast: { icon: Headphones, fill: 'bg-violet-800' },
  show: { icon: Tv, fill: 'bg-teal-800' },
  movie: { icon: Film, fill: 'bg-rose-800' },
  music: { icon: Music, fill: 'bg-fuchsia-800' },
  article: { icon: Newspaper, fill: 'bg-amber-800' },
  other: { icon: Sparkles, fill: 'bg-neutral-700' },
};

export function PickTypeBadge({ type }: { type: PickType }) {
  const { icon: Icon, fill } = TYPE_LOOK[type];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold text-white',
        fill,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {pickTypeLabels[type]}
    </span>
  );
}

/** The chapter's default picture, shown when a pick has none or its own fails to load (admin-area §2). */
export const DEFAULT_PICK_IMAGE = '/og-default.png';

export function PickImage({ pick }: { pick: Pick<NabjPick, 'imageUrl' | 'title'> }) {
  const [failed, setFailed] = useState(false);
  const src = pick.imageUrl && !failed ? mediaUrl(pick.imageUrl) : DEFAULT_PICK_IMAGE;
  return (
    <img
      src={src}
      alt={`Image for ${pick.title}`}
      loading="lazy"
      onError={() => setFailed(true)}
      className="h-full w-full object-cover"
    />
  );
}
