import { contentKindNames, contentKinds } from '../../../contracts/content-kinds.ts';

/**
 * The text of /robots.txt, /sitemap.xml and the RSS feeds, built from plain values so the rules
 * (escaping, dates, bounds) are tested without a database. The routes read the data.
 */

/** The sitemap protocol's limit for one file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** The newest stories a feed carries. */
export const RSS_ITEM_LIMIT = 50;
/** Crawlers and feed readers may keep an answer five minutes. */
export const SEO_CACHE_CONTROL = 'public, max-age=300';

/**
 * Every public page that exists without content (public-site §2), in the order a reader meets them;
 * a kind's page in the registry is among them even when not named here.
 */
export const staticPagePaths: readonly string[] = [
  ...new Set([
    '/',
    '/writing',
    '/writing/news',
    '/writing/our-2-cents',
    '/writing/health',
    '/writing/entertainment',
    '/writing/local',
    '/nabj-tv',
    '/graphics',
    '/nabj-picks',
    '/just-for-fun',
    '/about',
    '/donate',
    '/member-portfolios',
    ...contentKindNames.map((kind) => contentKinds[kind].page),
  ]),
];

// XML 1.0 carries tab, newline, carriage return and U+0020 up, but no lone surrogate, U+FFFE or U+FFFF.
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

function dropInvalidXmlChars(value: string): string {
  let kept = '';
  // Iterating a string walks code points, so a valid surrogate pair arrives whole and a lone one alone.
  for (const char of value) if (isXmlChar(char.codePointAt(0)!)) kept += char;
  return kept;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or a quoted attribute; characters XML cannot carry are dropped. */
export function escapeXml(value: string): string {
  return dropInvalidXmlChars(value).replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
}

/** RSS 2.0 dates are RFC 822 (with a four-digit year): "Sun, 22 Nov 2026 04:09:00 GMT". */
export function rfc822Date(date: Date): string {
  return date.toUTCString();
}

/** A site path (or an address that is already absolute) as an absolute URL on the public address. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The address of an article page (public-site §2). */
export const articlePath = (id: number) => `/article/${id}`;
/** The address of a member profile, the name URL-encoded (public-site §2). */
export const memberPath = (name: string) => `/member/${encodeURIComponent(name)}`;

export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** A sitemap of at most SITEMAP_URL_LIMIT addresses; entries past the limit are left out. */
export function buildSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_URL_LIMIT).map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface FeedChannel {
  title: string;
  /** The page the feed mirrors, as a site path. */
  path: string;
  /** The feed's own path, for the atom:link self reference. */
  feedPath: string;
  description: string;
}

export interface FeedItem {
  title: string;
  path: string;
  description: string;
  publishedAt: Date;
  author?: string;
  category?: string;
  /** A site path or an absolute URL. */
  imageUrl?: string;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

function imageType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

function element(name: string, text: string | undefined): string[] {
  return text === undefined || text === '' ? [] : [`<${name}>${escapeXml(text)}</${name}>`];
}

function feedItem(publicUrl: string, item: FeedItem): string {
  const link = absoluteUrl(publicUrl, item.path);
  const lines = [
    ...element('title', item.title),
    ...element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    ...element('pubDate', rfc822Date(item.publishedAt)),
    ...element('description', item.description),
    ...element('dc:creator', item.author),
    ...element('category', item.category),
  ];
  if (item.imageUrl) {
    const url = absoluteUrl(publicUrl, item.imageUrl);
    const type = imageType(url);
    lines.push(`<media:content url="${escapeXml(url)}" medium="image"${type ? ` type="${type}"` : ''} />`);
  }
  return ['    <item>', ...lines.map((line) => `      ${line}`), '    </item>'].join('\n');
}

/** An RSS 2.0 document; items are given newest first and at most RSS_ITEM_LIMIT are kept. */
export function buildRss(publicUrl: string, channel: FeedChannel, items: readonly FeedItem[]): string {
  const kept = items.slice(0, RSS_ITEM_LIMIT);
  const newest = kept[0]?.publishedAt;
  const head = [
    ...element('title', channel.title),
    ...element('link', absoluteUrl(publicUrl, channel.path)),
    ...element('description', channel.description),
    '<language>en-us</language>',
    `<atom:link href="${escapeXml(absoluteUrl(publicUrl, channel.feedPath))}" rel="self" type="application/rss+xml" />`,
    ...(newest ? element('lastBuildDate', rfc822Date(newest)) : []),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    ...head.map((line) => `    ${line}`),
    ...kept.map((item) => feedItem(publicUrl, item)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
