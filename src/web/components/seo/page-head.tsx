import { useAbsoluteUrl, useSiteSettings } from '../../lib/queries/site-settings.ts';

export interface PageHeadProps {
  /** The page's own title; the chapter name is appended. */
  title: string;
  description: string;
  /** The page's path, for the canonical and og:url addresses. */
  path: string;
  /** An image path or URL for link previews (article pictures, etc.). */
  image?: string;
  type?: 'website' | 'article' | 'profile';
  /** Structured data (NewsArticle, Event, Person…), serialised into a JSON-LD block. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
}

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Everything a crawler or a link preview reads from a page's head. React puts the title, meta and link
 * tags into the document's <head>, on the server and on client-side navigation alike, and takes them
 * out when the page goes; the structured data stays in the page.
 */
export function PageHead({
  title,
  description,
  path,
  image,
  type = 'website',
  jsonLd,
  noindex,
}: PageHeadProps) {
  const { chapterName } = useSiteSettings();
  const absolute = useAbsoluteUrl();
  const fullTitle = title === chapterName ? title : `${title} | ${chapterName}`;
  const imageUrl = image ? absolute(image) : absolute('/og-default.png');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={absolute(path)} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={chapterName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(path)} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by safeJson.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
      )}
    </>
  );
}
