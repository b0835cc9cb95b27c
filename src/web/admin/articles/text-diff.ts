import { diffArrays } from 'diff';
import { isHtmlContent } from '../../../contracts/article.ts';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    // "0x1f" reads as hexadecimal, "0123" as decimal.
    const code = Number(`0${name.slice(1)}`);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function attributeOf(tag: string, name: string): string {
  return decodeEntities(new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '');
}

/**
 * Article content as readable text for comparing versions: one paragraph per block, pictures and
 * videos named in brackets, markup gone. Plain-text records are returned as they are.
 */
export function contentAsText(content: string): string {
  if (!isHtmlContent(content)) return content.replace(/\r\n?/g, '\n').trim();
  return decodeEntities(
    content
      .replace(
        /<img\b[^>]*>/gi,
        (tag) => `\n[Image: ${attributeOf(tag, 'alt') || attributeOf(tag, 'src')}]\n`,
      )
      .replace(/<iframe\b[^>]*>/gi, (tag) => `\n[Video: ${attributeOf(tag, 'src')}]\n`)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<\/(p|h[1-6]|li|blockquote|ul|ol|div)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

// Past this many changed words and spaces the versions are shown as wholly replaced rather than searched further.
const MAX_EDITS = 2000;

/** Words removed from `before` and added in `after`, neighbours of one kind joined. */
export function wordDiff(before: string, after: string): DiffPart[] {
  // Words and the spaces between them, so that joining the parts gives back each text as it was.
  const a = before.split(/(\s+)/).filter((token) => token !== '');
  const b = after.split(/(\s+)/).filter((token) => token !== '');
  const changes = diffArrays(a, b, { maxEditLength: MAX_EDITS }) ?? [
    { value: a, removed: true, added: false },
    { value: b, removed: false, added: true },
  ];
  return changes
    .filter((change) => change.value.length > 0)
    .map((change) => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value.join(''),
    }));
}
