import { isHtmlContent } from '../../../contracts/article-values.ts';

/**
 * The paragraphs of an article's plain-text content: blocks separated by blank lines, trimmed, empty
 * ones dropped. Windows line ends are read as plain ones; a single line break stays inside its paragraph.
 */
export function paragraphsOf(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

type ParagraphBlock = { kind: 'paragraph'; text: string };
type HtmlBlock = { kind: 'html'; html: string };
type QuoteBlock = { kind: 'quote'; text: string };
export type BodyBlock = ParagraphBlock | HtmlBlock | QuoteBlock;

/**
 * Blocks with the pull quotes set among them, spread evenly: quote i of q follows block
 * ⌊(i+1)·n/(q+1)⌋ (never before the first), so quotes break up the text instead of piling at its end.
 */
function withQuotes<Block extends BodyBlock>(
  items: readonly Block[],
  quotes: readonly string[],
): (Block | QuoteBlock)[] {
  const blocks: (Block | QuoteBlock)[] = [];
  const after = quotes.map((_, i) => Math.max(1, Math.floor(((i + 1) * items.length) / (quotes.length + 1))));
  let next = 0;
  items.forEach((item, index) => {
    blocks.push(item);
    while (next < quotes.length && after[next] === index + 1) {
      blocks.push({ kind: 'quote', text: quotes[next]! });
      next += 1;
    }
  });
  for (; next < quotes.length; next += 1) blocks.push({ kind: 'quote', text: quotes[next]! });
  return blocks;
}

/** Plain-text paragraphs with the pull quotes among them. */
export function bodyBlocks(paragraphs: readonly string[], quotes: readonly string[]) {
  return withQuotes(
    paragraphs.map((text): ParagraphBlock => ({ kind: 'paragraph', text })),
    quotes,
  );
}

const blockTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'img', 'iframe']);
const voidTags = new Set(['img', 'br']);

/**
 * The top-level blocks of sanitised article HTML (the server's allow-list output: tags well formed,
 * attribute values escaped), so pull quotes can go between them. Loose inline content at the top
 * (text, emphasis, links) is gathered into a paragraph.
 */
export function htmlBlocks(html: string): string[] {
  const blocks: string[] = [];
  let inline = '';
  const flushInline = () => {
    if (inline.replace(/<br\s*\/?>|&nbsp;|\s/g, '') !== '') blocks.push(`<p>${inline.trim()}</p>`);
    inline = '';
  };
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
  let depth = 0;
  let cursor = 0;
  let topStart = 0;
  let topIsBlock = false;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [whole, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    const end = match.index + whole.length;
    if (depth === 0) inline += html.slice(cursor, match.index);
    cursor = end;
    if (closing) {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        const element = html.slice(topStart, end);
        if (topIsBlock) blocks.push(element);
        else inline += element;
      }
      continue;
    }
    const isVoid = voidTags.has(name) || selfClosing === '/';
    if (depth === 0) {
      topStart = match.index;
      topIsBlock = blockTags.has(name);
      if (topIsBlock) flushInline();
      if (isVoid) {
        if (topIsBlock) blocks.push(whole);
        else inline += whole;
        continue;
      }
    }
    if (!isVoid) depth += 1;
  }
  if (depth === 0) inline += html.slice(cursor);
  else if (topIsBlock) blocks.push(html.slice(topStart));
  else inline += html.slice(topStart);
  flushInline();
  return blocks;
}

/**
 * What the article page shows: HTML from the editor (already sanitised on the server) as blocks, or
 * the paragraphs of older plain-text records, with the pull quotes among them either way.
 */
export function articleBody(content: string, quotes: readonly string[]): BodyBlock[] {
  if (!isHtmlContent(content)) return bodyBlocks(paragraphsOf(content), quotes);
  return withQuotes(
    htmlBlocks(content).map((html): HtmlBlock => ({ kind: 'html', html })),
    quotes,
  );
}
