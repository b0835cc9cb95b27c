import { isHtmlContent } from '../../../contracts/article.ts';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
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

function tokens(text: string): string[] {
  return text.split(/(\s+)/).filter((token) => token !== '');
}

// Past this many changed tokens the versions are shown as wholly replaced rather than searched further.
const MAX_EDITS = 2000;

/**
 * The edit script between two token lists (Myers' O((N+M)·D) algorithm), so long articles with few
 * changes compare quickly. Each step's frontier is kept only over its reachable diagonals.
 */
function diffTokens(a: readonly string[], b: readonly string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  const offset = n + m + 1;
  const v = new Int32Array(2 * offset + 1);
  const trace: Int32Array[] = [];
  let found = n === 0 && m === 0;
  for (let d = 0; !found; d += 1) {
    if (d > MAX_EDITS) {
      return [
        ...a.map((text): DiffPart => ({ kind: 'removed', text })),
        ...b.map((text): DiffPart => ({ kind: 'added', text })),
      ];
    }
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  // Walk back through the saved frontiers to read the script out, last step first.
  const parts: DiffPart[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const frontier = trace[d]!;
    const at = (k: number) => frontier[k + d + 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x -= 1;
      y -= 1;
      parts.push({ kind: 'same', text: a[x]! });
    }
    if (d > 0) {
      if (x === prevX) parts.push({ kind: 'added', text: b[prevY]! });
      else parts.push({ kind: 'removed', text: a[prevX]! });
    }
    x = prevX;
    y = prevY;
  }
  return parts.reverse();
}

/** Words removed from `before` and added in `after`, neighbours of one kind joined. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  // The unchanged start and end are kept aside, so only the changed middle is searched.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  const parts: DiffPart[] = [
    ...a.slice(0, head).map((text): DiffPart => ({ kind: 'same', text })),
    ...diffTokens(a.slice(head, a.length - tail), b.slice(head, b.length - tail)),
    ...a.slice(a.length - tail).map((text): DiffPart => ({ kind: 'same', text })),
  ];
  const merged: DiffPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
