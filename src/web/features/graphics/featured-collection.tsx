import { BookOpen, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { Graphic } from '../../../contracts/graphic.ts';
import { Button } from '../../components/ui/button.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import type { BookPage } from './graphic-filters.ts';
import { flipReducer, initialFlipState, PAGE_TURN_MS } from './page-flip.ts';

// The one flourish of VISUAL.md: the page swings on its spine (the left edge) in 3D.
const TURN_EASING = 'cubic-bezier(0.645, 0.045, 0.355, 1)';
const FLAT = 'rotateY(0deg)';
const TURNED = 'rotateY(-180deg)';

function PageFace({ page, eager }: { page: BookPage; eager: boolean }) {
  const label = `${page.graphic.title}, page ${page.slide} of ${page.slideCount}`;
  return (
    <div className="absolute inset-0 bg-paper-soft">
      {page.isVideo ? (
        <video
          src={page.url}
          muted
          playsInline
          preload="metadata"
          aria-label={label}
          className="h-full w-full object-contain"
        />
      ) : (
        <ResponsiveImage
          src={page.url}
          alt={label}
          width={1200}
          height={900}
          priority={eager}
          sizes="(min-width: 1024px) 48rem, 100vw"
          className="h-full w-full object-contain"
        />
      )}
    </div>
  );
}

/**
 * The Featured Graphics Collection (public-site §2, §4): a book of the newest multi-page graphics.
 * Previous/next turn one page with a 3D page-turn; a turn locks the book for 700 ms and clicks in that
 * time are ignored (flipReducer). Under prefers-reduced-motion the page changes without the animation.
 */
export function FeaturedCollection({
  pages,
  onOpen,
}: {
  pages: BookPage[];
  onOpen: (graphic: Graphic) => void;
}) {
  const [state, dispatch] = useReducer(flipReducer, initialFlipState);
  const [reducedMotion, setReducedMotion] = useState(false);
  const leaf = useRef<HTMLDivElement>(null);
  const { turn } = state;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Layout effect: the leaf starts moving before the browser paints it in place.
  useLayoutEffect(() => {
    if (!turn) return;
    const animation = reducedMotion
      ? undefined
      : leaf.current?.animate(
          turn.direction === 'next'
            ? [{ transform: FLAT }, { transform: TURNED }]
            : [{ transform: TURNED }, { transform: FLAT }],
          { duration: PAGE_TURN_MS, easing: TURN_EASING, fill: 'forwards' },
        );
    const timer = window.setTimeout(
      () => dispatch({ type: 'settle', startedAt: turn.startedAt }),
      PAGE_TURN_MS,
    );
    return () => {
      window.clearTimeout(timer);
      animation?.cancel();
    };
  }, [turn, reducedMotion]);

  const current = pages[state.page];
  if (!current) return null;

  const animating = turn !== null && !reducedMotion;
  // Next: the old page lifts off the new one. Previous: the new page swings back over the old one.
  const underPage = animating && turn.direction === 'prev' ? pages[turn.from] : current;
  const leafPage = animating ? (turn.direction === 'next' ? pages[turn.from] : current) : undefined;

  const go = (direction: 'next' | 'prev') =>
    dispatch({ type: 'turn', direction, now: performance.now(), pageCount: pages.length });

  return (
    <section aria-labelledby="featured-collection-title" className="border-rule border-b bg-paper-soft/60">
      {/* Phone: heading, book, then caption and controls; desktop: text on the left, the book on the right. */}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-10 lg:gap-y-0 lg:px-8 lg:py-14">
        <div className="lg:col-start-1 lg:row-start-1 lg:self-end">
          <p className="flex items-center gap-2 font-semibold text-accent text-sm uppercase tracking-widest">
            <BookOpen aria-hidden="true" className="size-4" />
            Leaf through
          </p>
          <h2
            id="featured-collection-title"
            className="mt-2 font-bold font-serif text-3xl text-ink leading-tight sm:text-4xl"
          >
            Featured Graphics Collection
          </h2>
        </div>
        <div
          className="relative mx-auto w-full max-w-3xl lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
          style={{ perspective: '2000px' }}
        >
          <div
            className="relative aspect-[4/3] w-full rounded-r-md border border-rule bg-paper shadow-raised"
            style={{ transformStyle: 'preserve-3d' }}
            data-turning={animating ? turn.direction : undefined}
          >
            {underPage && <PageFace page={underPage} eager={state.page === 0} />}
            {leafPage && (
              <div
                ref={leaf}
                aria-hidden="true"
                className="absolute inset-0 origin-left shadow-raised"
                style={{
                  backfaceVisibility: 'hidden',
                  transform: turn?.direction === 'prev' ? TURNED : FLAT,
                }}
              >
                <PageFace page={leafPage} eager={false} />
                <div className="pointer-events-none absolute inset-0 bg-gradient-to-l from-ink/15 to-transparent" />
              </div>
            )}
            {/* The spine's shadow, so the page reads as bound on its left edge. */}
            <div className="pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-ink/20 to-transparent" />
          </div>
        </div>

        <div className="lg:col-start-1 lg:row-start-2 lg:self-start">
          <p className="font-semibold lg:mt-4 text-ink text-lg" data-testid="book-graphic-title">
            {current.graphic.title}
          </p>
          {current.graphic.creators.length > 0 && (
            <p className="mt-1 text-muted text-sm">By {current.graphic.creators.join(', ')}</p>
          )}
          <Button variant="quiet" className="mt-2 px-0" onClick={() => onOpen(current.graphic)}>
            View this graphic
          </Button>
          <div className="mt-6 flex items-center gap-3">
            <Button
              variant="secondary"
              aria-label="Previous page"
              disabled={state.page === 0}
              onClick={() => go('prev')}
              className="size-11 rounded-full px-0"
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <p
              className="min-w-28 text-center text-muted text-sm tabular-nums"
              aria-live="polite"
              data-testid="book-page"
            >
              Page {state.page + 1} of {pages.length}
            </p>
            <Button
              variant="secondary"
              aria-label="Next page"
              disabled={state.page === pages.length - 1}
              onClick={() => go('next')}
              className="size-11 rounded-full px-0"
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
