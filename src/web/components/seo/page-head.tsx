import { useAbsoluteUrl, useSiteSettings } from '../../lib/queries/site-settings.ts';
import { DocumentHead, type HeadTag } from './document-head.tsx';

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
 * Everything a crawler or a link preview reads from a page's head (DocumentHead puts it there, on the
 * server and on client-side navigation alike); the structured data stays in the page.
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
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: value, content },
  });
  const tags: HeadTag[] = [
    meta('name', 'description', description),
    { tag: 'link', attributes: { rel: 'canonical', href: absolute(path) } },
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', chapterName),
    meta('property', 'og:type', type),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', absolute(path)),
    meta('property', 'og:image', imageUrl),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
  ];
  return (
    <>
      <DocumentHead title={fullTitle} tags={tags} />
      {jsonLd && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by safeJson.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
      )}
    </>
  );
}
