import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { NabjPick } from '../../../contracts/pick.ts';
import { type PickType, pickTypeLabels } from '../../../contracts/pick-values.ts';
import { ListingStates } from '../../components/content/listing-states.tsx';
import { pickTypeIcons } from '../../components/content/pick-type-icons.ts';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { externalHref } from '../../lib/links.ts';
import { picksQuery } from '../../lib/queries/content.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';

export const PICKS_ERROR = "Unable to load NABJ's picks.";
export const PICKS_EMPTY = 'No picks available at the moment. Check back soon!';

// An "other" pick, or a type this page does not know, is a "Pick" on the public cards.
const labelOf = (type: PickType) => (type === 'other' ? undefined : pickTypeLabels[type]) ?? 'Pick';

/** /nabj-picks (public-site §2): the members' recommendations. */
export function PicksPage() {
  const { chapterName } = useSiteSettings();
  const picks = useQuery(picksQuery());

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageHead
        title="NABJ's Picks"
        description={`Books, podcasts, shows and more, recommended by the members of ${chapterName}.`}
        path="/nabj-picks"
      />
      <header className="max-w-3xl border-ink border-b-2 pb-6">
        <p className="font-semibold text-accent text-sm uppercase tracking-widest">
          Recommended reading & listening
        </p>
        <h1 className="mt-2 font-bold font-serif text-4xl text-ink leading-tight sm:text-5xl">
          NABJ's Picks
        </h1>
        <p className="mt-3 font-serif text-lg text-muted leading-relaxed">
          What our members are reading, hearing and watching — and why it is worth your time.
        </p>
      </header>

      <div className="mt-8">
        <ListingStates
          list={picks}
          isEmpty={picks.data?.length === 0}
          loading={<PicksSkeleton />}
          error={
            <div role="alert" className="rounded-md border border-rule bg-paper-soft px-6 py-10 text-center">
              <p className="font-serif text-ink text-xl">{PICKS_ERROR}</p>
              <p className="mt-2 text-muted text-sm">Please check your connection and try again.</p>
              <Button className="mt-5" variant="secondary" onClick={() => picks.refetch()}>
                Try again
              </Button>
            </div>
          }
          empty={
            <div className="rounded-md border border-rule border-dashed px-6 py-12 text-center">
              <Sparkles aria-hidden="true" className="mx-auto size-8 text-muted" />
              <p className="mt-3 font-serif text-ink text-xl">{PICKS_EMPTY}</p>
            </div>
          }
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {picks.data?.map((pick, index) => (
              <li key={pick.id} className="flex">
                <PickCard pick={pick} priority={index === 0} />
              </li>
            ))}
          </ul>
        </ListingStates>
      </div>
    </div>
  );
}

function PickCard({ pick, priority }: { pick: NabjPick; priority: boolean }) {
  const label = labelOf(pick.type);
  const titleId = `pick-${pick.id}-title`;
  const href = externalHref(pick.url);
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-md border border-rule bg-paper"
    >
      <PickImage pick={pick} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <p className="self-start rounded-sm bg-ink px-2 py-0.5 font-semibold text-paper text-xs uppercase tracking-wider">
          {label}
        </p>
        <h2 id={titleId} className="mt-3 font-bold font-serif text-ink text-xl leading-snug">
          {pick.title}
        </h2>
        <p className="mt-1 text-muted text-sm">Recommended by {pick.recommendedBy}</p>
        <p className="mt-3 flex-1 text-ink/90 text-base leading-relaxed">{pick.description}</p>
        {href && (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-1.5 self-start font-semibold text-accent text-sm underline-offset-4 hover:text-accent-strong hover:underline"
          >
            Check it out
            <span className="sr-only">: {pick.title} (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </article>
  );
}

/** The pick's picture, or a designed stand-in when it has none or it fails to load. */
function PickImage({ pick, priority }: { pick: NabjPick; priority: boolean }) {
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = frame.current?.querySelector('img');
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (!pick.imageUrl || failed) {
    const Icon = pickTypeIcons[pick.type] ?? Sparkles;
    return (
      <div
        aria-hidden="true"
        className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-2 bg-paper-soft text-muted"
      >
        <Icon className="size-10" strokeWidth={1.5} />
        <span className="font-serif text-sm italic">{labelOf(pick.type)}</span>
      </div>
    );
  }
  return (
    <div ref={frame}>
      <ResponsiveImage
        src={pick.imageUrl}
        alt=""
        width={640}
        height={360}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        onError={() => setFailed(true)}
        className="aspect-[16/9] w-full bg-paper-soft object-cover"
      />
    </div>
  );
}

function PicksSkeleton() {
  return (
    <ul aria-label="Loading picks" aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <li key={key} className="overflow-hidden rounded-md border border-rule">
          <div className="aspect-[16/9] animate-pulse bg-paper-soft" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-16 animate-pulse rounded-sm bg-paper-soft" />
            <div className="h-6 w-3/4 animate-pulse rounded-sm bg-paper-soft" />
            <div className="h-4 w-1/2 animate-pulse rounded-sm bg-paper-soft" />
            <div className="h-16 animate-pulse rounded-sm bg-paper-soft" />
          </div>
        </li>
      ))}
    </ul>
  );
}
