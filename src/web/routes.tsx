import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { HomePage } from './features/home/home-page.tsx';

export type RouteParams = Record<string, string | undefined>;

/**
 * A public, server-rendered page: its path, its screen, and the API reads it needs before rendering.
 * When one of those reads answers 404 (an unknown article id, say), the page is sent with status 404.
 */
export interface PageRoute {
  path: string;
  component: ComponentType<{ params: RouteParams }>;
  queries?: (params: RouteParams) => QueryKey[];
}

export const publicRoutes: PageRoute[] = [{ path: '/', component: HomePage }];

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
