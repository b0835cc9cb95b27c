import { useQuery } from '@tanstack/react-query';
import { lazyWhenNear } from '../../../components/ui/lazy-when-near.tsx';
import { activeCrosswordQuery } from '../../../lib/queries/content.ts';
import { Notice } from './crossword-notice.tsx';

export const CROSSWORD_UNAVAILABLE = 'Crossword data is not available.';

const loadingGrid = (
  <div aria-busy="true" className="mt-6 aspect-square max-w-md animate-pulse rounded-md bg-paper-soft">
    <span className="sr-only">Loading the crossword</span>
  </div>
);

// The solver is most of the page's own code and sits below the first screen on a phone.
const LoadedCrossword = lazyWhenNear(
  () => import('./crossword-player.tsx').then((module) => module.LoadedCrossword),
  loadingGrid,
);

/** The Extra! Extra! crossword (public-site §2, §4): the active puzzle, or why there is none. */
export function CrosswordSection() {
  const crossword = useQuery(activeCrosswordQuery());
  return (
    <section aria-labelledby="crossword-title" className="border-rule border-b py-10 sm:py-14">
      <p className="font-semibold text-accent text-sm uppercase tracking-widest">Crossword</p>
      <h2
        id="crossword-title"
        className="mt-2 font-bold font-serif text-3xl text-ink leading-tight sm:text-4xl"
      >
        {crossword.data?.title ?? 'The Crossword'}
      </h2>
      {crossword.isPending ? (
        loadingGrid
      ) : crossword.data ? (
        <LoadedCrossword crossword={crossword.data} />
      ) : (
        <Notice>{CROSSWORD_UNAVAILABLE}</Notice>
      )}
    </section>
  );
}
