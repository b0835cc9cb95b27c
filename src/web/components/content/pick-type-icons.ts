import { BookOpen, Film, Headphones, type LucideIcon, Music, Newspaper, Sparkles, Tv } from 'lucide-react';
import type { PickType } from '../../../contracts/pick-values.ts';

/** Each pick type's icon, the same on the public cards and the admin's badges. */
export const pickTypeIcons: Record<PickType, LucideIcon> = {
  book: BookOpen,
  podcast: Headphones,
  show: Tv,
  movie: Film,
  music: Music,
  article: Newspaper,
  other: Sparkles,
};
