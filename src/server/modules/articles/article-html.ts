import sanitizeHtml from 'sanitize-html';
import { isHtmlContent } from '../../../contracts/article.ts';

/** A YouTube video id out of an embed, watch or short link; undefined for anything else. */
export function youtubeIdOf(src: string): string | undefined {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^www\./, '');
  const embed = /^\/embed\/([\w-]{6,20})$/.exec(url.pathname)?.[1];
  if (host === 'youtube-nocookie.com' || host === 'youtube.com') return embed;
  return undefined;
}

/** Whole seconds from a `start` parameter, so a video embedded from a point keeps it. */
function startOf(src: string): number | undefined {
  const start = Number(new URL(src).searchParams.get('start'));
  return Number.isInteger(start) && start > 0 ? start : undefined;
}

// Images come from the web or from our own uploads, never data: or javascript: URLs.
const imageSource = /^(https?:\/\/[^\s]+|\/uploads\/[^\s]*)$/i;
// Links: web, mail, or a path on this site (one leading slash, so not a protocol-relative host).
const linkTarget = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*|#[^\s]*)$/i;

type Transformed = { tagName: string; attribs: sanitizeHtml.Attributes };

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    // A picture with its caption; neither takes attributes.
    'figure',
    'figcaption',
    'br',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt'],
    // Every value below is set by transformTags; what the writer sent is not kept.
    iframe: [
      'src',
      'title',
      'width',
      'height',
      'allow',
      'allowfullscreen',
      'sandbox',
      'loading',
      'referrerpolicy',
    ],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  // A script's or style's text is dropped with it; other unknown tags leave their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math'],
  transformTags: {
    // The page title is the one h1; headings pasted from elsewhere keep their meaning one level down.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs): Transformed => ({
      tagName,
      attribs: linkTarget.test(attribs.href ?? '') ? { href: attribs.href!, rel: 'noopener' } : {},
    }),
    img: (tagName, attribs): Transformed => ({
      tagName,
      attribs: imageSource.test(attribs.src ?? '') ? { src: attribs.src!, alt: attribs.alt ?? '' } : {},
    }),
    iframe: (tagName, attribs): Transformed => {
      const id = youtubeIdOf(attribs.src ?? '');
      if (!id) return { tagName, attribs: {} };
      const start = startOf(attribs.src!);
      return {
        tagName,
        attribs: {
          // Privacy-enhanced mode: no YouTube cookies until the reader plays the video.
          src: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`,
          title: attribs.title?.trim() || 'YouTube video',
          width: '640',
          height: '360',
          allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
          allowfullscreen: 'allowfullscreen',
          sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
        },
      };
    },
  },
  // A picture or frame whose address was refused is dropped, and so is an empty paragraph (the
  // editor's blank lines) and a figure left without its picture, so the page has no gaps.
  exclusiveFilter: (frame) =>
    ((frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src) ||
    (frame.tag === 'p' && !frame.text.trim() && frame.mediaChildren.length === 0) ||
    (frame.tag === 'figure' && !frame.mediaChildren.includes('img')),
};

/**
 * Article content as stored: HTML from the editor goes through an allow-list (headings, emphasis,
 * links, lists, quotes, pictures with their captions, YouTube frames), so nothing a writer sends can run on a reader's
 * page. Plain text of older records has no tags and is kept as it is (the page shows it as text).
 */
export function sanitizeArticleContent(content: string): string {
  if (!isHtmlContent(content)) return content;
  return sanitizeHtml(content, options).trim();
}

/** True when sanitised HTML still holds something to read or see. */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '').length > 0;
}
