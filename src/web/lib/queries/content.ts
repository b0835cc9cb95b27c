import { queryOptions } from '@tanstack/react-query';
import type { Article, ArticleSummary } from '../../../contracts/article.ts';
import type { Contributor, ContributorContent } from '../../../contracts/contributor.ts';
import type { PublicCrossword } from '../../../contracts/crossword.ts';
import type { ChapterEvent } from '../../../contracts/event.ts';
import type { Graphic } from '../../../contracts/graphic.ts';
import type { MemberOfTheMonth } from '../../../contracts/member-of-the-month.ts';
import type { NabjPick } from '../../../contracts/pick.ts';
import type { Poll } from '../../../contracts/poll.ts';
import type { Video } from '../../../contracts/video.ts';
import { statusOf } from '../api.ts';

// The public reads of public-site §7, one factory each. Keys are the API path's segments, so the
// server's prefetch and the browser's reads share one cache entry (ARCHITECTURE.md, data flow).
// Route definitions list `.queryKey`s to prefetch; screens call useQuery(factory(...)).

type ListParams = { limit?: number; offset?: number };

// The article lists are shown as story cards: asked as summaries, without the bodies (docs/api.md).
export const articlesQuery = (params: ListParams & { category?: string; q?: string } = {}) =>
  queryOptions<ArticleSummary[]>({ queryKey: ['/api/articles', { ...params, fields: 'summary' }] });
export const featuredArticlesQuery = (params: { limit?: number } = {}) =>
  queryOptions<ArticleSummary[]>({ queryKey: ['/api/articles/featured', { ...params, fields: 'summary' }] });
/** `preview`: a preview token, which shows the article whatever its status (docs/decisions/011). */
export const articleQuery = (id: number | string, preview?: string) =>
  queryOptions<Article>({
    queryKey: preview ? ['/api/articles', String(id), { preview }] : ['/api/articles', String(id)],
  });
/** More Like This (public-site §5), chosen on the server from every article. */
export const relatedArticlesQuery = (id: number | string) =>
  queryOptions<ArticleSummary[]>({ queryKey: ['/api/articles', String(id), 'related'] });

export const videosQuery = (params: ListParams & { type?: string } = {}) =>
  queryOptions<Video[]>({
    queryKey: Object.keys(params).length ? ['/api/broadcast', params] : ['/api/broadcast'],
  });
export const videoQuery = (id: number | string, preview?: string) =>
  queryOptions<Video>({
    queryKey: preview ? ['/api/broadcast', String(id), { preview }] : ['/api/broadcast', String(id)],
  });

export const graphicsQuery = (params: ListParams = {}) =>
  queryOptions<Graphic[]>({
    queryKey: Object.keys(params).length ? ['/api/graphics', params] : ['/api/graphics'],
  });
export const graphicQuery = (id: number | string, preview?: string) =>
  queryOptions<Graphic>({
    queryKey: preview ? ['/api/graphics', String(id), { preview }] : ['/api/graphics', String(id)],
  });

export const upcomingEventsQuery = () => queryOptions<ChapterEvent[]>({ queryKey: ['/api/events/upcoming'] });
export const picksQuery = () => queryOptions<NabjPick[]>({ queryKey: ['/api/nabj-picks'] });
export const currentMemberQuery = () =>
  queryOptions<MemberOfTheMonth>({ queryKey: ['/api/member-of-the-month/current'] });
export const activeCrosswordQuery = () =>
  queryOptions<PublicCrossword>({ queryKey: ['/api/crossword/active'] });
export const activePollQuery = () => queryOptions<Poll>({ queryKey: ['/api/polls/active'] });

// public-site §7 / §9: profile reads retry once.
/** public-site §9: one retry, though not after a 404: a byline without a profile is an answer. */
export const contributorQuery = (name: string) =>
  queryOptions<Contributor>({
    queryKey: ['/api/contributors/by-name', name],
    retry: (failures, error) => failures < 1 && statusOf(error) !== 404,
  });
export const contributorContentQuery = (name: string) =>
  queryOptions<ContributorContent>({ queryKey: ['/api/contributors/by-name', name, 'content'], retry: 1 });
