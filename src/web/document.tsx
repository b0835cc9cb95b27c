import type { ReactNode } from 'react';

export const ROOT_ID = 'root';
export const QUERY_STATE_ID = '__QUERY_STATE__';

/** The page around the app; the server adds the asset tags and the dehydrated query state. */
export function Document({ children, noindex = false }: { children?: ReactNode; noindex?: boolean }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111111" />
        {noindex && <meta name="robots" content="noindex, nofollow" />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {!noindex && <link rel="alternate" type="application/rss+xml" title="All stories" href="/rss.xml" />}
      </head>
      <body>
        <div id={ROOT_ID}>{children}</div>
      </body>
    </html>
  );
}
