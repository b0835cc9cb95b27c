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

/** Words only, lower-cased: how a quote and the text it repeats are compared. */
function wordsOf(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The pieces of a quote long enough (five words or more) to tell that a block repeats it. */
function quotePieces(quote: string): string[] {
  return quote
    .split(/[.!?;:,\u2014\u2013]+/)
    .map(wordsOf)
    .filter((piece) => piece.split(' ').length >= 5);
}

function blockText(block: BodyBlock): string {
  return block.kind === 'html' ? block.html : block.text;
}

/**
 * Blocks with the pull quotes set among them, spread evenly: quote i of q follows block
 * ⌊(i+1)·n/(q+1)⌋ (never before the first), so quotes break up the text instead of piling at its end.
 * A quote is never set right beside a block that says the same words (a pull quote repeats the
 * story): it moves to the nearest place with other text on both sides.
 */
function withQuotes<Block extends BodyBlock>(
  items: readonly Block[],
  quotes: readonly string[],
): (Block | QuoteBlock)[] {
  const repeats = (index: number, pieces: string[]) => {
    const item = items[index];
    if (!item) return false;
    const words = ` ${wordsOf(blockText(item))} `;
    return pieces.some((piece) => words.includes(` ${piece} `));
  };
  const placeOf = (quote: string, even: number) => {
    const pieces = quotePieces(quote);
    // Place p sets the quote between block p - 1 and block p.
    const clear = (p: number) => !repeats(p - 1, pieces) && !repeats(p, pieces);
    for (let distance = 0; distance <= items.length; distance++) {
      for (const p of [even + distance, even - distance]) {
        if (p >= 1 && p <= items.length && clear(p)) return p;
      }
    }
    return even;
  };
  const after = quotes.map((quote, i) =>
    placeOf(quote, Math.max(1, Math.floor(((i + 1) * items.length) / (quotes.length + 1)))),
  );
  const blocks: (Block | QuoteBlock)[] = [];
  items.forEach((item, index) => {
    blocks.push(item);
    quotes.forEach((quote, i) => {
      if (after[i] === index + 1) blocks.push({ kind: 'quote', text: quote });
    });
  });
  if (items.length === 0) for (const quote of quotes) blocks.push({ kind: 'quote', text: quote });
  return blocks;
}

/** Plain-text paragraphs with the pull quotes among them. */
export function bodyBlocks(paragraphs: readonly string[], quotes: readonly string[]) {
  return withQuotes(
    paragraphs.map((text): ParagraphBlock => ({ kind: 'paragraph', text })),
    quotes,
  );
}

const blockTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'figure', 'img', 'iframe']);
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
