import type { QueryKey } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { articleCategories } from '../contracts/article-values.ts';
import { previewTokenIn } from '../contracts/preview-values.ts';
import {
  memberOptionalKeys,
  memberRequiredKeys,
  profileQueryKeys,
} from './components/profile/profile-queries.ts';
import { articlePageQueries } from './features/article/article-queries.ts';
import { extraPageQueries } from './features/extra/extra-queries.ts';
import { graphicsListQuery } from './features/graphics/graphics-queries.ts';
import { homePageQueries } from './features/home/home-queries.ts';
import { nabjTvVideosQuery } from './features/nabj-tv/nabj-tv-queries.ts';
import { picksPageQueries } from './features/picks/picks-queries.ts';
import { storiesQuery } from './features/stories/stories-queries.ts';
import { type LazyPage, lazyPage, type RouteParams } from './lazy-page.ts';
import { previewedItemKeys } from './lib/preview.ts';
import { articleQuery, graphicQuery, videoQuery } from './lib/queries/content.ts';

export type { RouteParams };

/** A public, server-rendered page: its path, its screen, and the API reads it needs before rendering. */
export interface PageRoute {
  path: string;
  page: LazyPage;
  /**
   * `search` is the address's query string, for pages whose reads follow it (a search term): on the
   * server, only the parameters page-search-params.ts lists for the page (the cache's key), and a
   * preview token (docs/decisions/011).
   */
  queries?: (params: RouteParams, search: URLSearchParams) => QueryKey[];
  /**
   * The reads that ARE the page (an article, a profile), prefetched too: when one answers 404 the page
   * is sent with status 404. Other reads answering 404 (no active poll, say) only leave their block out.
   */
  required?: (params: RouteParams, search: URLSearchParams) => QueryKey[];
}

const storiesPage = lazyPage('./features/stories/stories-page.tsx', 'StoriesPage');
export const publicRoutes: PageRoute[] = [
  {
    path: '/',
    page: lazyPage('./features/home/home-page.tsx', 'HomePage'),
    queries: () => homePageQueries().map((query) => query.queryKey),
  },
  // One route per category, so an unknown category falls through to the 404 page (and status).
  {
    path: '/writing',
    page: storiesPage,
    queries: (_params, search) => [storiesQuery(undefined, search.get('q') ?? '').queryKey],
  },
  ...articleCategories.map(
    (category): PageRoute => ({
      path: `/writing/${category}`,
      page: storiesPage,
      queries: (_params, search) => [storiesQuery(category, search.get('q') ?? '').queryKey],
    }),
  ),
  {
    path: '/article/:id',
    page: lazyPage('./features/article/article-page.tsx', 'ArticlePage'),
    queries: ({ id }, search) =>
      articlePageQueries(id ?? '', previewTokenIn(search)).map((query) => query.queryKey),
    required: ({ id }, search) => [articleQuery(id ?? '', previewTokenIn(search)).queryKey],
  },
  {
    path: '/nabj-tv',
    page: lazyPage('./features/nabj-tv/nabj-tv-page.tsx', 'NabjTvPage'),
    queries: () => [nabjTvVideosQuery().queryKey],
    required: (_params, search) => previewedItemKeys(search, videoQuery),
  },
  {
    path: '/graphics',
    page: lazyPage('./features/graphics/graphics-page.tsx', 'GraphicsPage'),
    queries: () => [graphicsListQuery().queryKey],
    required: (_params, search) => previewedItemKeys(search, graphicQuery),
  },
  {
    path: '/nabj-picks',
    page: lazyPage('./features/picks/picks-page.tsx', 'PicksPage'),
    queries: () => picksPageQueries().map((query) => query.queryKey),
  },
  {
    path: '/just-for-fun',
    page: lazyPage('./features/extra/extra-page.tsx', 'ExtraPage'),
    queries: () => extraPageQueries().map((query) => query.queryKey),
  },
  { path: '/about', page: lazyPage('./features/about/about-page.tsx', 'AboutPage') },
  { path: '/donate', page: lazyPage('./features/donate/donate-page.tsx', 'DonatePage') },
  {
    path: '/newsletter/subscribe',
    page: lazyPage('./features/newsletter/newsletter-sign-up-page.tsx', 'NewsletterSignUpPage'),
  },
  {
    path: '/newsletter/confirm',
    page: lazyPage('./features/newsletter/newsletter-link-page.tsx', 'NewsletterConfirmPage'),
  },
  {
    path: '/newsletter/unsubscribe',
    page: lazyPage('./features/newsletter/newsletter-link-page.tsx', 'NewsletterUnsubscribePage'),
  },
  {
    path: '/member-portfolios',
    page: lazyPage('./features/member-portfolios/member-portfolios-page.tsx', 'MemberPortfoliosPage'),
  },
  // A member is found by a profile or by published work (docs/architecture.md, "Bylines").
  {
    path: '/member/:name',
    page: lazyPage('./features/member-profile/member-profile-page.tsx', 'MemberProfilePage'),
    queries: memberOptionalKeys,
    required: memberRequiredKeys,
  },
  {
    path: '/contributor/:name',
    page: lazyPage('./features/contributor/contributor-page.tsx', 'ContributorPage'),
    required: profileQueryKeys,
  },
];

/** Admin screens are a client-rendered app of their own (ARCHITECTURE.md, admin pages). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function findPublicRoute(pathname: string): { route: PageRoute; params: RouteParams } | undefined {
  for (const route of publicRoutes) {
    const [matched, params] = matchRoute(parse, route.path, pathname);
    if (matched) return { route, params: params ?? {} };
  }
  return undefined;
}
