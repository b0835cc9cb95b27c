import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type ArticleCategory, articleCategories } from '../../../contracts/article-values.ts';
import { categoryStyles } from '../../components/content/category-badge.tsx';
import { ListingStates } from '../../components/content/listing-states.tsx';
import { StoryCard, StoryCardSkeleton } from '../../components/content/story-card.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchField, SearchForm } from '../../components/ui/search-field.tsx';
import { cn } from '../../lib/cn.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { useSearchParam } from '../../lib/search-params.ts';
import { STORIES_PAGE_SIZE, storiesQuery } from './stories-queries.ts';

/** The category a stories path shows: '/writing/health' → 'health'; '/writing' → undefined (all). */
export function categoryOfPath(path: string): ArticleCategory | undefined {
  const segment = /^\/writing\/([^/?#]+)/.exec(path)?.[1];
  return articleCategories.find((category) => category === segment);
}

const categoryIntro: Record<ArticleCategory | 'all', string> = {
  all: 'Reporting, opinion and features from the student journalists of the chapter.',
  news: 'Campus and community news, reported by our members.',
  'our-2-cents': 'Opinion and commentary: our writers weigh in.',
  health: 'Wellness, fitness and mental health for students.',
  entertainment: 'Music, film, culture and the arts.',
  local: 'Stories from Columbia, South Carolina.',
};

const pillBase =
  'inline-flex h-9 items-center whitespace-nowrap rounded-full border px-4 font-semibold text-sm transition-colors duration-150';

function withSearch(path: string, q: string): string {
  return q ? `${path}?${new URLSearchParams({ q }).toString()}` : path;
}

/** Stories (public-site §2): category buttons, a search kept in ?q=, and the article cards. */
export function StoriesPage() {
  const [location] = useLocation();
  const { chapterName } = useSiteSettings();
  const category = categoryOfPath(location);
  const [query, setQuery] = useSearchParam('q');
  // Pages loaded so far; a new category or search starts again at one.
  const listKey = `${category ?? ''}\u0000${query.trim()}`;
  const [loaded, setLoaded] = useState({ listKey, pages: 1 });
  const pageCount = loaded.listKey === listKey ? loaded.pages : 1;
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, page) => ({
      ...storiesQuery(category, query, page),
      // While a new search term loads, the previous results stay instead of a skeleton.
      ...(page === 0 ? { placeholderData: keepPreviousData } : {}),
    })),
  });
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const results = pages.flatMap((page) => page.data?.slice(0, STORIES_PAGE_SIZE) ?? []);
  const hasMore = (last.data?.length ?? 0) > STORIES_PAGE_SIZE;
  const nothingPublished = first.data?.length === 0 && !category && !query.trim();

  const heading = category ? categoryStyles[category].label : 'Stories';
  const intro = categoryIntro[category ?? 'all'];
  const path = category ? `/writing/${category}` : '/writing';

  return (
    <>
      <PageHead
        title={category ? `${heading} Stories` : 'Stories'}
        description={`${intro} ${chapterName}.`}
        path={path}
      />
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14 lg:px-8">
        <header className="max-w-3xl">
          <p className="font-semibold text-accent text-sm uppercase tracking-widest">
            {category ? 'Stories' : chapterName}
          </p>
          <h1 className="mt-2 font-bold font-serif text-4xl text-ink leading-tight tracking-tight sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-3 font-serif text-lg text-muted leading-relaxed">{intro}</p>
        </header>

        <div className="mt-8 flex flex-col gap-5 border-rule border-y py-5 lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label="Story categories">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  href={withSearch('/writing', query)}
                  aria-current={category === undefined ? 'page' : undefined}
                  className={cn(
                    pillBase,
                    category === undefined
                      ? 'border-ink bg-ink text-paper'
                      : 'border-ink bg-paper text-ink hover:bg-paper-soft',
                  )}
                >
                  All Stories
                </Link>
              </li>
              {articleCategories.map((value) => {
                const style = categoryStyles[value];
                const active = value === category;
                return (
                  <li key={value}>
                    <Link
                      href={withSearch(`/writing/${value}`, query)}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        pillBase,
                        style.border,
                        active ? style.fill : cn('bg-paper hover:bg-paper-soft', style.text),
                      )}
                    >
                      {style.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <SearchForm action={path} className="relative w-full lg:max-w-sm">
            <SearchField
              id="story-search"
              label="Search stories"
              placeholder="Search by title, summary or author"
              value={query}
              onChange={setQuery}
            />
          </SearchForm>
        </div>

        <p aria-live="polite" className="mt-5 min-h-5 text-muted text-sm">
          {first.data && query.trim() && !first.isPlaceholderData
            ? hasMore
              ? `More than ${results.length} stories match “${query.trim()}”`
              : `${results.length} ${results.length === 1 ? 'story matches' : 'stories match'} “${query.trim()}”`
            : ''}
        </p>

        <ListingStates
          list={first}
          isEmpty={nothingPublished || results.length === 0}
          loading={
            <div aria-busy="true" className="mt-4 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
              <span className="sr-only">Loading stories…</span>
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <StoryCardSkeleton key={i} />
              ))}
            </div>
          }
          error={
            <EmptyState
              title="Stories could not be loaded"
              body="Something went wrong on our side. Please try again."
            >
              <Button variant="secondary" onClick={() => first.refetch()} disabled={first.isFetching}>
                Try again
              </Button>
            </EmptyState>
          }
          empty={
            nothingPublished ? (
              <EmptyState
                title="No articles available at this time."
                body="New stories are on the way. Check back soon."
              />
            ) : (
              <EmptyState
                title="No Articles Found"
                body={
                  query.trim()
                    ? 'No story matches your search. Try other words, or look in every category.'
                    : 'There are no stories in this category yet. Browse every story instead.'
                }
              >
                {query.trim() && (
                  <Button variant="secondary" onClick={() => setQuery('')}>
                    Clear search
                  </Button>
                )}
                {category && (
                  <Button asChild variant="quiet">
                    <Link href={withSearch('/writing', query)}>See all stories</Link>
                  </Button>
                )}
              </EmptyState>
            )
          }
        >
          <ul className="mt-4 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((article, index) => (
              <li key={article.id} className="flex">
                <StoryCard article={article} priority={index === 0} headingLevel="h2" className="w-full" />
              </li>
            ))}
          </ul>
          {(hasMore || last.isFetching || last.isError) && (
            <div className="mt-12 flex flex-col items-center gap-3">
              {last.isError && (
                <p role="alert" className="text-muted">
                  More stories could not be loaded.
                </p>
              )}
              <Button
                variant="secondary"
                disabled={last.isFetching}
                onClick={() =>
                  last.isError ? void last.refetch() : setLoaded({ listKey, pages: pageCount + 1 })
                }
              >
                {last.isFetching ? 'Loading stories…' : last.isError ? 'Try again' : 'More stories'}
              </Button>
            </div>
          )}
        </ListingStates>
      </div>
    </>
  );
}

function EmptyState({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div className="mt-4 flex flex-col items-start rounded-md border border-rule border-dashed bg-paper-soft px-6 py-12 sm:items-center sm:text-center">
      <h2 className="font-bold font-serif text-2xl text-ink">{title}</h2>
      <p className="mt-2 max-w-prose text-muted">{body}</p>
      {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
    </div>
  );
}
