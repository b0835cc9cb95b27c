/**
 * Pasting from Google Docs or Word keeps the writing (headings, bold, italic, lists, links) and drops
 * the rest: Word's list and office markup, comments, Docs' spacer breaks and pictures (an article
 * picture needs alt text, so it goes in through Insert image). The editor's schema reads what is left
 * and keeps only what it knows: spans, classes and styles go, and TipTap's bold and italic read the
 * styles Docs marks emphasis with (its wrapping `<b style="font-weight:normal">` is not bold).
 */

/** Word writes each list item's marker as text: "1." "a)" "iv." belong to a numbered list, "·" "o" "§" to bullets. */
export function isNumberedMarker(marker: string): boolean {
  return /^\(?(\d+|[a-z]|[ivxlcdm]+)[.)]$/i.test(marker.replace(/\s|\u00a0/g, ''));
}

/** The level an article keeps: the page title is its h1, so h1 becomes h2; h5 and h6 become h4. */
export function keptHeadingTag(tag: string): 'h2' | 'h3' | 'h4' {
  const level = Math.min(4, Math.max(2, Number(tag.slice(1))));
  return `h${level}` as 'h2' | 'h3' | 'h4';
}

// Content that is not part of the writing at all: dropped with everything inside it.
const droppedWhole = new Set(
  'head style script meta link title xml template img picture svg iframe object video audio'.split(' '),
);
// Cells and definitions read best as paragraphs of their own once the table or list around them goes.
const asParagraph = new Set(['td', 'th', 'dt', 'dd', 'caption']);

/** Word's own markup that carries no writing: list markers, comment marks and the comment list. */
function isOfficeOnly(element: Element): boolean {
  const style = element.getAttribute('style') ?? '';
  return (
    element.tagName.includes(':') ||
    /mso-list\s*:\s*ignore|mso-special-character\s*:\s*comment|mso-element\s*:\s*comment-list/i.test(style) ||
    /\bMsoComment(Reference|Text)\b/.test(element.getAttribute('class') ?? '')
  );
}

/**
 * Word's lists are paragraphs with `mso-list: l0 level2 lfo1` and a marker span; turn each run of them
 * into real lists, nested by level, before anything else reads the paragraphs.
 */
function convertWordLists(root: Element) {
  let stack: { level: number; list: HTMLElement }[] = [];
  for (const paragraph of Array.from(root.querySelectorAll('p'))) {
    const level = Number(
      /mso-list\s*:\s*l\d+\s+level(\d+)/i.exec(paragraph.getAttribute('style') ?? '')?.[1],
    );
    if (!level) continue;
    // The paragraphs already read are gone: one right after their list continues it.
    if (paragraph.previousElementSibling !== stack[0]?.list) stack = [];
    while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
    if (stack.length === 0 || stack.at(-1)!.level < level) {
      const marker = paragraph.querySelector('[style*="mso-list"]')?.textContent ?? '';
      const list = root.ownerDocument.createElement(isNumberedMarker(marker) ? 'ol' : 'ul');
      const parentItem = stack.at(-1)?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      stack.push({ level, list });
    }
    const item = root.ownerDocument.createElement('li');
    item.append(...Array.from(paragraph.childNodes));
    stack.at(-1)!.list.append(item);
    paragraph.remove();
  }
}

/** The element as another tag, with its content and its style (which may say bold or italic). */
function rename(element: Element, tag: string) {
  const renamed = element.ownerDocument.createElement(tag);
  const style = element.getAttribute('style');
  if (style) renamed.setAttribute('style', style);
  renamed.append(...Array.from(element.childNodes));
  element.replaceWith(renamed);
}

/** Lists nested straight inside a list (as Docs writes them) belong to the item before them. */
function nestListsInItems(root: Element) {
  for (const list of Array.from(root.querySelectorAll(':is(ul, ol) > :is(ul, ol)'))) {
    const previous = list.previousElementSibling;
    if (previous?.tagName === 'LI') previous.append(list);
  }
}

/** Blocks left with nothing to read (Word's empty paragraphs) are dropped. */
function dropEmpty(root: Element) {
  for (const block of Array.from(root.querySelectorAll('p, h2, h3, h4, li, blockquote')).reverse()) {
    if (!block.textContent?.replace(/\u00a0/g, ' ').trim() && !block.querySelector('ul, ol')) block.remove();
  }
}

export function cleanPastedHtml(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  convertWordLists(body);
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (droppedWhole.has(tag) || isOfficeOnly(element)) element.remove();
    else if (asParagraph.has(tag)) rename(element, 'p');
    else if (/^h[156]$/.test(tag)) rename(element, keptHeadingTag(tag));
    // A break between blocks is spacing (Docs writes them); one inside a block is the writer's line break.
    else if (tag === 'br' && !element.parentElement?.closest('p, li, h2, h3, h4, blockquote'))
      element.remove();
  }
  nestListsInItems(body);
  dropEmpty(body);
  return body.innerHTML;
}
