import { mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import Youtube from '@tiptap/extension-youtube';
import StarterKit from '@tiptap/starter-kit';

// The stored allow-list (server articles/article-html.ts) keeps bare YouTube frames; read them back too.
const YoutubeFrame = Youtube.extend({
  parseHTML() {
    return [{ tag: 'div[data-youtube-video] iframe' }, { tag: 'iframe[src]' }];
  },
});

/**
 * A link ends where it was made: text typed right after it is plain text. (TipTap's link stretches
 * over what is typed at its end while autolink is on.)
 */
const BoundedLink = Link.extend({
  inclusive: () => false,
});

/**
 * A picture with its alt text and an optional caption, stored as `<figure><img><figcaption>` when it
 * has one and as a bare `<img>` otherwise.
 */
const CaptionedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      caption: {
        default: '',
        parseHTML: (element) => element.querySelector('figcaption')?.textContent?.trim() ?? '',
        rendered: false,
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const image = element.querySelector('img');
          const src = image?.getAttribute('src');
          return src ? { src, alt: image?.getAttribute('alt') ?? '' } : false;
        },
      },
      ...(this.parent?.() ?? []),
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    const image = ['img', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes)] as const;
    const caption = String(node.attrs.caption ?? '');
    return caption ? ['figure', {}, image, ['figcaption', {}, caption]] : image;
  },
});

/** Web, mail, a path on this site or an anchor: the links the server keeps (articles/article-html.ts). */
export const isKeptLink = (url: string) => /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*|#\S+)$/i.test(url.trim());

/** What the article editor can hold: only what the server keeps, so nothing is lost on save. */
export const articleEditorExtensions = [
  StarterKit.configure({
    // No code, strike-through, underline or rules to lose on save.
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: false,
  }),
  BoundedLink.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['http', 'https', 'mailto'],
    isAllowedUri: isKeptLink,
    HTMLAttributes: { rel: 'noopener', target: null },
  }),
  CaptionedImage.configure({ allowBase64: false }),
  YoutubeFrame.configure({ nocookie: true, HTMLAttributes: { title: 'YouTube video' } }),
];
