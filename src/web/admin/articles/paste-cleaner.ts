/**
 * Pasting from Google Docs or Word keeps the writing (headings, bold, italic, lists, links) and drops
 * the rest: styles, classes, spans, comments, Word's list and office markup, Docs' wrapping
 * `<b style="font-weight:normal">`, and pictures (an article picture needs alt text, so it goes in
 * through Insert image). The editor's schema reads what is left.
 */

/** One property's value in an inline style, lower-cased ("mso-bidi-font-weight" is not "font-weight"). */
function styleValue(style: string, property: string): string | undefined {
  return new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(style)?.[1]?.trim().toLowerCase();
}

/**
 * Whether a pasted element's text is bold and/or italic: its tag (b, strong, i, em) unless its style
 * says otherwise (Docs wraps everything in `<b style="font-weight:normal">`), or its style alone (Docs
 * marks emphasis with styles on spans).
 */
export function emphasisOf(tag: string, style: string): { bold: boolean; italic: boolean } {
  const weight = styleValue(style, 'font-weight');
  const fontStyle = styleValue(style, 'font-style');
  const heavy = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  const light = weight === 'normal' || weight === 'lighter' || Number(weight) < 600;
  return {
    bold: /^(b|strong)$/.test(tag) ? !light : heavy,
    italic: /^(i|em)$/.test(tag) ? fontStyle !== 'normal' : fontStyle === 'italic' || fontStyle === 'oblique',
  };
}

/** Word writes each list item's marker as text: "1." "a)" "iv." belong to a numbered list, "·" "o" "§" to bullets. */
export function isNumberedMarker(marker: string): boolean {
  return /^\(?(\d+|[a-z]|[ivxlcdm]+)[.)]$/i.test(marker.replace(/\s|\u00a0/g, ''));
}

/** The level an article keeps: the page title is its h1, so h1 becomes h2; h5 and h6 become h4. */
export function keptHeadingTag(tag: string): 'h2' | 'h3' | 'h4' {
  const level = Math.min(4, Math.max(2, Number(tag.slice(1))));
  return `h${level}` as 'h2' | 'h3' | 'h4';
}

/** Web, mail, a path on this site or an anchor: what the server keeps (articles/article-html.ts). */
function keptHref(href: string | null): string | undefined {
  const value = href?.trim() ?? '';
  return /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*|#\S+)$/i.test(value) ? value : undefined;
}

const keptBlocks = new Set(['p', 'ul', 'ol', 'li', 'blockquote']);
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
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
    /mso-list\s*:\s*ignore/i.test(style) ||
    /mso-special-character\s*:\s*comment/i.test(style) ||
    /mso-element\s*:\s*comment-list/i.test(style) ||
    /\bMsoComment(Reference|Text)\b/.test(element.getAttribute('class') ?? '')
  );
}

/**
 * Word's lists are paragraphs with `mso-list: l0 level2 lfo1` and a marker span; turn each run of them
 * into real lists, nested by level, before anything else reads the paragraphs.
 */
function convertWordLists(root: Element) {
  const listParagraph = (node: Node | null): node is HTMLElement =>
    node instanceof HTMLElement &&
    node.tagName === 'P' &&
    /mso-list\s*:\s*l\d+\s+level\d+/i.test(node.getAttribute('style') ?? '');
  for (const first of Array.from(root.querySelectorAll('p'))) {
    if (!first.isConnected || !listParagraph(first)) continue;
    const run: HTMLElement[] = [];
    for (let node: Node | null = first; node; node = node.nextSibling) {
      if (listParagraph(node)) run.push(node);
      else if (node.nodeType === Node.ELEMENT_NODE || node.textContent?.trim()) break;
    }
    const document = root.ownerDocument;
    const stack: { level: number; list: HTMLElement }[] = [];
    let top: HTMLElement | undefined;
    for (const paragraph of run) {
      const level = Number(/level(\d+)/i.exec(paragraph.getAttribute('style') ?? '')?.[1] ?? 1);
      const marker = paragraph.querySelector('[style*="mso-list"]');
      const ordered = isNumberedMarker(marker?.textContent ?? '');
      while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
      if (stack.length === 0 || stack.at(-1)!.level < level) {
        const list = document.createElement(ordered ? 'ol' : 'ul');
        const parentItem = stack.at(-1)?.list.lastElementChild;
        if (parentItem) parentItem.append(list);
        else top ??= list;
        stack.push({ level, list });
      }
      const item = document.createElement('li');
      item.append(...Array.from(paragraph.childNodes));
      stack.at(-1)!.list.append(item);
    }
    if (top) first.before(top);
    for (const paragraph of run) paragraph.remove();
  }
}

/** Copies what is kept of `source`'s children into `target`, in the editor's vocabulary. */
function copyKept(source: Node, target: Node) {
  const document = target.ownerDocument ?? (target as Document);
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (!(node instanceof Element)) continue; // comments, processing instructions
    const tag = node.tagName.toLowerCase();
    if (droppedWhole.has(tag) || isOfficeOnly(node)) continue;

    let kept: Element | undefined;
    if (keptBlocks.has(tag)) kept = document.createElement(tag);
    else if (headings.has(tag)) kept = document.createElement(keptHeadingTag(tag));
    else if (asParagraph.has(tag)) kept = document.createElement('p');
    else if (tag === 'br') {
      target.appendChild(document.createElement('br'));
      continue;
    } else if (tag === 'a') {
      const href = keptHref(node.getAttribute('href'));
      if (href) {
        kept = document.createElement('a');
        kept.setAttribute('href', href);
      }
    }
    const { bold, italic } = emphasisOf(tag, node.getAttribute('style') ?? '');
    const outer: Node = kept ?? document.createDocumentFragment();
    let inner = outer;
    for (const name of [bold && 'strong', italic && 'em']) {
      if (!name) continue;
      const wrapper = document.createElement(name);
      inner.appendChild(wrapper);
      inner = wrapper;
    }
    copyKept(node, inner);
    target.appendChild(outer);
  }
}

/** Lists nested straight inside a list (as Docs writes them) belong to the item before them. */
function nestListsInItems(root: Element) {
  for (const list of Array.from(root.querySelectorAll(':is(ul, ol) > :is(ul, ol)'))) {
    const previous = list.previousElementSibling;
    if (previous?.tagName === 'LI') previous.append(list);
  }
}

/** Blocks left with nothing to read (Word's empty paragraphs, Docs' spacer breaks) are dropped. */
function dropEmpty(root: Element) {
  for (const br of Array.from(root.children).filter((child) => child.tagName === 'BR')) br.remove();
  for (const block of Array.from(root.querySelectorAll('p, h2, h3, h4, li, blockquote')).reverse()) {
    if (!block.textContent?.replace(/\u00a0/g, ' ').trim() && !block.querySelector('ul, ol')) block.remove();
  }
}

export function cleanPastedHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  convertWordLists(source.body);
  const cleaned = source.createElement('div');
  copyKept(source.body, cleaned);
  nestListsInItems(cleaned);
  dropEmpty(cleaned);
  return cleaned.innerHTML;
}
