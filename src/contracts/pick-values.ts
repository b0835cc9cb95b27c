// The parts of the pick contract the reader's browser needs, without Zod.

/** The kinds of a pick in the manage list (admin-area §3 "NABJ pick"). */
export const pickTypes = ['book', 'podcast', 'show', 'movie', 'music', 'article', 'other'] as const;
export type PickType = (typeof pickTypes)[number];

/** The admin's words for each type; the public cards call an "other" pick a "Pick". */
export const pickTypeLabels: Record<PickType, string> = {
  book: 'Book',
  podcast: 'Podcast',
  show: 'TV Show',
  movie: 'Movie',
  music: 'Music',
  article: 'Article',
  other: 'Other',
};
