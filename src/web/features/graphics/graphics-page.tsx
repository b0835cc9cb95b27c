import { useQuery } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Graphic } from '../../../contracts/graphic.ts';
import { GraphicCard } from '../../components/content/graphic-card.tsx';
import { CardGridListing } from '../../components/content/listing-states.tsx';
import { PreviewedItem } from '../../components/content/preview-banner.tsx';
import { ListingIntro } from '../../components/layout/listing-intro.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { SearchField, SearchForm } from '../../components/ui/search-field.tsx';
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

      <ListingIntro
        icon={Palette}
        eyebrow="Visual desk"
        title="Graphics"
        lead="Infographics, illustration, photography and interactive pieces from the chapter's visual journalists."
      >
        <SearchForm action="/graphics" className="relative mt-8 w-full lg:max-w-md">
          <SearchField
            id="graphics-search"
            label="Search graphics"
            placeholder="Search by title, description or creator"
            value={query}
            onChange={setQuery}
          />
        </SearchForm>
      </ListingIntro>

      {pages.length > 0 && <FeaturedCollection pages={pages} onOpen={setOpen} />}

      <section aria-labelledby="graphics-grid-title" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="graphics-grid-title" className="sr-only">
          All graphics
        </h2>
        <CardGridListing
          list={graphics}
          shown={shown}
          noun={['graphic', 'graphics']}
          mediaClassName="aspect-[4/3]"
          headingLevel="h3"
          errorHeading="We couldn't load the graphics"
          emptyHeading="No Graphics Found"
          emptyText={
            query
              ? 'Nothing matches that search. Try a title, a topic or a creator’s name.'
              : 'The visual desk is at work. Check back soon.'
          }
          showAll={query ? { label: 'Show all graphics', href: '/graphics' } : undefined}
          card={(graphic, index) => (
            <GraphicCard graphic={graphic} onOpen={setOpen} priority={index === 0 && pages.length === 0} />
          )}
        />
      </section>

      {dialogOpened && (
        <Suspense fallback={null}>
          <GraphicDialog graphic={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
