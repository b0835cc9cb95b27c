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

export type BodyBlock = { kind: 'paragraph'; text: string } | { kind: 'quote'; text: string };

/**
 * Paragraphs with the pull quotes set among them, spread evenly: quote i of q follows paragraph
 * ⌊(i+1)·n/(q+1)⌋ (never before the first), so quotes break up the text instead of piling at its end.
 */
export function bodyBlocks(paragraphs: readonly string[], quotes: readonly string[]): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  const after = quotes.map((_, i) =>
    Math.max(1, Math.floor(((i + 1) * paragraphs.length) / (quotes.length + 1))),
  );
  let next = 0;
  paragraphs.forEach((text, index) => {
    blocks.push({ kind: 'paragraph', text });
    while (next < quotes.length && after[next] === index + 1) {
      blocks.push({ kind: 'quote', text: quotes[next]! });
      next += 1;
    }
  });
  for (; next < quotes.length; next += 1) blocks.push({ kind: 'quote', text: quotes[next]! });
  return blocks;
}
