import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { articleCategories } from '../contracts/article.ts';
import { profileQueryKeys } from './components/profile/profile-queries.ts';
import { AboutPage } from './features/about/about-page.tsx';
import { ArticlePage, articlePageQueries } from './features/article/article-page.tsx';
import { ContributorPage } from './features/contributor/contributor-page.tsx';
import { DonatePage } from './features/donate/donate-page.tsx';
import { ExtraPage, extraPageQueries } from './features/extra/extra-page.tsx';
import { GraphicsPage, graphicsListQuery } from './features/graphics/graphics-page.tsx';
import { HomePage, homePageQueries } from './features/home/home-page.tsx';
import { MemberPortfoliosPage } from './features/member-portfolios/member-portfolios-page.tsx';
import { MemberProfilePage } from './features/member-profile/member-profile-page.tsx';
import { NabjTvPage, nabjTvVideosQuery } from './features/nabj-tv/nabj-tv-page.tsx';
import {
  NewsletterConfirmPage,
  NewsletterUnsubscribePage,
} from './features/newsletter/newsletter-link-page.tsx';
import { PicksPage, picksPageQueries } from './features/picks/picks-page.tsx';
import { StoriesPage, storiesQuery } from './features/stories/stories-page.tsx';
import { articleQuery } from './lib/queries/content.ts';

export type RouteParams = Record<string, string | undefined>;

/** A public, server-rendered page: its path, its screen, and the API reads it needs before rendering. */
export interface PageRoute {
  path: string;
  component: ComponentType<{ params: RouteParams }>;
  /** `search` is the address's query string, for pages whose reads follow it (a search term). */
  queries?: (params: RouteParams, search: URLSearchParams) => QueryKey[];
  /**
   * The reads that ARE the page (an article, a profile), prefetched too: when one answers 404 the page
   * is sent with status 404. Other reads answering 404 (no active poll, say) only leave their block out.
   */
  required?: (params: RouteParams) => QueryKey[];
}

export const publicRoutes: PageRoute[] = [
  { path: '/', component: HomePage, queries: () => homePageQueries().map((query) => query.queryKey) },
  // One route per category, so an unknown category falls through to the 404 page (and status).
  {
    path: '/writing',
    component: StoriesPage,
    queries: (_params, search) => [storiesQuery(undefined, search.get('q') ?? '').queryKey],
  },
  ...articleCategories.map(
    (category): PageRoute => ({
      path: `/writing/${category}`,
      component: StoriesPage,
      queries: (_params, search) => [storiesQuery(category, search.get('q') ?? '').queryKey],
    }),
  ),
  {
    path: '/article/:id',
    component: ArticlePage,
    queries: ({ id }) => articlePageQueries(id ?? '').map((query) => query.queryKey),
    required: ({ id }) => [articleQuery(id ?? '').queryKey],
  },
  { path: '/nabj-tv', component: NabjTvPage, queries: () => [nabjTvVideosQuery().queryKey] },
  { path: '/graphics', component: GraphicsPage, queries: () => [graphicsListQuery().queryKey] },
  {
    path: '/nabj-picks',
    component: PicksPage,
    queries: () => picksPageQueries().map((query) => query.queryKey),
  },
  {
    path: '/just-for-fun',
    component: ExtraPage,
    queries: () => extraPageQueries().map((query) => query.queryKey),
  },
  { path: '/about', component: AboutPage },
  { path: '/donate', component: DonatePage },
  { path: '/newsletter/confirm', component: NewsletterConfirmPage },
  { path: '/newsletter/unsubscribe', component: NewsletterUnsubscribePage },
  { path: '/member-portfolios', component: MemberPortfoliosPage },
  // public-site §2: if either profile read fails, the member is not found.
  {
    path: '/member/:name',
    component: MemberProfilePage,
    required: profileQueryKeys,
  },
  {
    path: '/contributor/:name',
    component: ContributorPage,
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
