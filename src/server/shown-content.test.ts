import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { pathOfQueryKey } from '../web/lib/api.ts';
import { publicConfigQuery, siteSettingsQuery } from '../web/lib/queries/site-settings.ts';
import { publicRoutes } from '../web/routes.tsx';
import { isClassified, shownBy } from './shown-content.ts';
import { pathOf } from './ssr/cache-keys.ts';

const keptRoutes: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      beforeRoutes: async (app) => {
        app.addHook('onRoute', (route: RouteOptions) => {
          if (route.config?.cacheAnswer) keptRoutes.push(route.url);
        });
      },
    },
  );
});
afterAll(() => t.close());

describe('what cached answers show', () => {
  it('knows every read of every public page, so a page is dropped only by what changes it', () => {
    // Every parameter a page reads, so each of its reads is asked for.
    const params = { id: '1', name: 'Maya Johnson' };
    const search = new URLSearchParams('q=campus&type=short-form&skill=design&outcome=ok&token=t&preview=p');
    for (const route of publicRoutes) {
      const keys = [
        siteSettingsQuery.queryKey,
        publicConfigQuery.queryKey,
        ...(route.queries?.(params, search) ?? []),
        ...(route.required?.(params, search) ?? []),
      ];
      for (const key of keys) {
        const path = pathOf(pathOfQueryKey(key));
        expect(isClassified(path), `${route.path} reads ${path}, which shown-content.ts does not know`).toBe(
          true,
        );
      }
    }
  });

  it('knows every answer the cache keeps', () => {
    expect(keptRoutes.length).toBeGreaterThan(10);
    // A route's own pattern stands for its paths: `/api/articles/:id` for `/api/articles/5`.
    for (const route of keptRoutes)
      expect(isClassified(route.replace(/:id\b/, '5')), `${route} is kept but not known`).toBe(true);
  });

  it('names a list, its items, one item, and every item of a kind without a status', () => {
    const list = [{ id: 3 }, { id: 4 }];
    expect([...shownBy('/api/articles', () => list)]).toEqual(['article', 'article:3', 'article:4']);
    expect([...shownBy('/api/articles/7', () => ({ id: 7 }))]).toEqual(['article:7']);
    expect([...shownBy('/api/events/upcoming', () => list)]).toEqual(['event:*']);
    expect([...shownBy('/rss.xml', () => undefined)]).toEqual(['article:*']);
    expect([...shownBy('/api/site-settings', () => ({}))]).toEqual([]);
    expect([
      ...shownBy('/api/contributors/by-name/Maya/content', () => ({ articles: list, videos: [] })),
    ]).toEqual(['article', 'article:3', 'article:4', 'video', 'graphic', 'contributor:*']);
    expect([...shownBy('/api/unknown', () => undefined)]).toEqual(['*']);
  });
});
