import { type ComponentType, createElement } from 'react';

export type RouteParams = Record<string, string | undefined>;
export type PageProps = { params: RouteParams };

// Every page module is its own chunk, so a reader's first visit loads the shared code and one page.
const pageModules = import.meta.glob<Record<string, unknown>>([
  './features/*/*-page.tsx',
  // Shown for any unknown path, so it is part of the shared code, not a page chunk.
  '!./features/not-found/*',
]);

/** A public page whose code is fetched the first time it is shown. */
export interface LazyPage {
  /** The module as the build's manifest names it, for the page's `<link rel="modulepreload">`. */
  source: string;
  /** Fetches the code: the server and the browser call it before rendering a page, so nothing waits. */
  preload(): Promise<void>;
  /** Renders the page, suspending (React.Suspense) while its code is still on the way. */
  Component: ComponentType<PageProps>;
}

/** `file` is relative to src/web (`./features/home/home-page.tsx`), `name` the component it exports. */
export function lazyPage(file: string, name: string): LazyPage {
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  let component: ComponentType<PageProps> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      const exported = module[name];
      if (typeof exported !== 'function') throw new Error(`${file} exports no component ${name}`);
      component = exported as ComponentType<PageProps>;
    }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module level, as React.lazy does.
  function Component(props: PageProps) {
    if (!component) throw preload();
    return createElement(component, props);
  }
  Component.displayName = name;
  return { source: `src/web/${file.slice(2)}`, preload, Component };
}
