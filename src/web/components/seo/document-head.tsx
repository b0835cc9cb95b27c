import { createContext, useContext, useEffect } from 'react';

/** One element of the document head, as data: the server writes it as HTML, the browser as DOM. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export interface HeadEntry {
  title: string;
  tags: HeadTag[];
}

/**
 * Preact, which renders the site (docs/decisions/004), does not move `<title>` and `<meta>` into
 * `<head>` as React 19 does. On the server a page's head is handed to this collector and written into
 * the document's `<head>` (entry-server.tsx); the last one rendered wins, as the innermost screen.
 */
export const HeadCollectorContext = createContext<((entry: HeadEntry) => void) | undefined>(undefined);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The entry as HTML for the server's `<head>`. */
export function headHtml({ title, tags }: HeadEntry): string {
  const elements = tags.map(({ tag, attributes }) => {
    const pairs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
    return `<${tag}${pairs.join('')}/>`;
  });
  return `<title>${escapeHtml(title)}</title>${elements.join('')}`;
}

// A tag is known by its first attribute (name, property or rel): the next page's tag of the same
// name replaces it, whether the server or an earlier page wrote it.
const selectorOf = ({ tag, attributes }: HeadTag) => {
  const [name, value] = Object.entries(attributes)[0] ?? [];
  return `${tag}[${name}="${CSS.escape(value ?? '')}"]`;
};
// What the page shown before set, so tags it had and this one lacks (robots noindex) go.
let appliedSelectors = new Set<string>();

function applyToDocument({ title, tags }: HeadEntry) {
  document.title = title;
  const selectors = new Set<string>();
  for (const tag of tags) {
    const selector = selectorOf(tag);
    selectors.add(selector);
    let element = document.head.querySelector(selector);
    if (!element) element = document.head.appendChild(document.createElement(tag.tag));
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  }
  for (const selector of appliedSelectors) {
    if (!selectors.has(selector)) document.head.querySelector(selector)?.remove();
  }
  appliedSelectors = selectors;
}

/**
 * Sets the document's title and the page's own head tags: collected during a server render, applied
 * to `document.head` in the browser (after hydration too, which changes nothing the server wrote).
 */
export function DocumentHead({ title, tags = [] }: { title: string; tags?: HeadTag[] }) {
  const collect = useContext(HeadCollectorContext);
  collect?.({ title, tags });
  const key = JSON.stringify(tags);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `tags`, a new array each render.
  useEffect(() => applyToDocument({ title, tags }), [title, key]);
  return null;
}
