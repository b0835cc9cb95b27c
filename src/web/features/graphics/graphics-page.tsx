import { useQuery } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Graphic } from '../../../contracts/graphic.ts';
import { CardGridSkeleton } from '../../components/content/card-grid-skeleton.tsx';
import { GraphicCard } from '../../components/content/graphic-card.tsx';
import { PreviewedItem } from '../../components/content/preview-banner.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { graphicMedia, isEmbedGraphic } from '../../lib/media.ts';
import { usePreviewedItem } from '../../lib/preview.ts';
import { graphicQuery } from '../../lib/queries/content.ts';
import { useAbsoluteUrl, usePublicUrl } from '../../lib/queries/site-settings.ts';
import { useSearchParam } from '../../lib/search-params.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { FeaturedCollection } from './featured-collection.tsx';
import { featuredCollection, filterGraphics } from './graphic-filters.ts';
import { graphicsListQuery } from './graphics-queries.ts';

// The dialog's code (Radix, its focus trap) loads when a reader first opens one.
const GraphicDialog = lazy(() =>
  import('./graphic-dialog.tsx').then((module) => ({ default: module.GraphicDialog })),
);

const DESCRIPTION =
  'Infographics, data visualisations, illustration and photography by the chapter’s student journalists.';

export function GraphicsPage() {
  const [query, setQuery] = useSearchParam('q');
  const graphics = useQuery(graphicsListQuery());
  const previewed = usePreviewedItem(graphicQuery);
  const [open, setOpen] = useState<Graphic | null>(null);
  const dialogOpened = useOpenedOnce(open !== null);
  const publicUrl = usePublicUrl();

  const pages = useMemo(() => featuredCollection(graphics.data ?? []), [graphics.data]);
  const shown = graphics.data ? filterGraphics(graphics.data, query) : [];
  const absolute = useAbsoluteUrl();

  return (
    <>
      <PageHead
        title="Graphics"
        description={DESCRIPTION}
        path="/graphics"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ImageGallery',
          name: 'Graphics',
          description: DESCRIPTION,
          url: `${publicUrl}/graphics`,
          hasPart: (graphics.data ?? []).slice(0, 30).map((graphic) => {
            const first = isEmbedGraphic(graphic) ? undefined : graphicMedia(graphic).find((m) => !m.isVideo);
            return {
              '@type': 'ImageObject',
              name: graphic.title,
              ...(graphic.description ? { description: graphic.description } : {}),
              ...(first ? { contentUrl: absolute(first.url) } : {}),
              datePublished: graphic.publishedDate,
              creator: graphic.creators.map((name) => ({ '@type': 'Person', name })),
            };
          }),
        }}
      />

      <PreviewedItem item="graphic" read={previewed}>
        {(graphic) => <GraphicCard graphic={graphic} onOpen={setOpen} />}
      </PreviewedItem>

      <section className="border-rule border-b">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
          <p className="flex items-center gap-2 font-semibold text-accent text-sm uppercase tracking-widest">
            <Palette aria-hidden="true" className="size-4" />
            Visual desk
          </p>
          <h1 className="mt-2 font-bold font-serif text-4xl text-ink leading-tight tracking-tight sm:text-5xl">
            Graphics
          </h1>
          <p className="mt-3 max-w-2xl font-serif text-lg text-muted leading-relaxed sm:text-xl">
            Infographics, illustration, photography and interactive pieces from the chapter's visual
            journalists.
          </p>
          <form
            role="search"
            action="/graphics"
            method="get"
            onSubmit={(event) => event.preventDefault()}
            className="relative mt-8 w-full lg:max-w-md"
          >
            <SearchField
              id="graphics-search"
              label="Search graphics"
              placeholder="Search by title, description or creator"
              value={query}
              onChange={setQuery}
            />
          </form>
        </div>
      </section>

      {pages.length > 0 && <FeaturedCollection pages={pages} onOpen={setOpen} />}

      <section aria-labelledby="graphics-grid-title" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="graphics-grid-title" className="sr-only">
          All graphics
        </h2>
        <p className="sr-only" aria-live="polite">
          {graphics.data ? (shown.length === 1 ? '1 graphic' : `${shown.length} graphics`) : ''}
        </p>
        {graphics.isPending ? (
          <CardGridSkeleton label="Loading graphics" mediaClassName="aspect-[4/3]" />
        ) : graphics.isError ? (
          <div className="max-w-xl py-10">
            <h3 className="font-bold font-serif text-2xl text-ink">We couldn't load the graphics</h3>
            <p className="mt-2 text-muted">Check your connection and try again.</p>
            <Button className="mt-6" variant="secondary" onClick={() => graphics.refetch()}>
              Try again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="max-w-xl py-10">
            <h3 className="font-bold font-serif text-2xl text-ink">No Graphics Found</h3>
            <p className="mt-2 text-muted">
              {query
                ? 'Nothing matches that search. Try a title, a topic or a creator’s name.'
                : 'The visual desk is at work. Check back soon.'}
            </p>
            {query && (
              <Button asChild className="mt-6" variant="secondary">
                <Link href="/graphics">Show all graphics</Link>
              </Button>
            )}
          </div>
        ) : (
          <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((graphic, index) => (
              <li key={graphic.id}>
                <GraphicCard
                  graphic={graphic}
                  onOpen={setOpen}
                  priority={index === 0 && pages.length === 0}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {dialogOpened && (
        <Suspense fallback={null}>
          <GraphicDialog graphic={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
