import { describe, expect, it } from 'vitest';
import { contentAsText, type DiffPart, wordDiff } from './text-diff.ts';

const render = (parts: DiffPart[]) =>
  parts
    .map((p) => (p.kind === 'same' ? p.text : p.kind === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`))
    .join('');

describe('wordDiff', () => {
  it('marks the words removed and added between two versions', () => {
    expect(render(wordDiff('The quick brown fox jumps', 'The slow brown fox leaps high'))).toBe(
      'The [-quick-]{+slow+} brown fox [-jumps-]{+leaps high+}',
    );
  });

  it('gives one unchanged part for equal texts and handles empty sides', () => {
    expect(wordDiff('same words', 'same words')).toEqual([{ kind: 'same', text: 'same words' }]);
    expect(wordDiff('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
    expect(wordDiff('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('always rebuilds both texts from its parts', () => {
    const before = 'a b c d e f g h i j k l m n o p';
    const after = 'a x c d y f g h z j k l m n q p r';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
  });

  it('compares long texts with a small change quickly', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `w${i}`);
    const before = words.join(' ');
    const after = [...words.slice(0, 10_000), 'inserted', ...words.slice(10_000)].join(' ');
    const started = performance.now();
    const added = wordDiff(before, after).filter((p) => p.kind === 'added');
    expect(added.map((p) => p.text.trim())).toEqual(['inserted']);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('shows a total rewrite of a long text as removed then added', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `new${i}`).join(' ');
    const parts = wordDiff(before, after);
    expect(parts.map((p) => p.kind)).toEqual(['removed', 'added']);
  });
});

describe('contentAsText', () => {
  it('reads editor HTML as paragraphs of text, pictures and videos named', () => {
    expect(
      contentAsText(
        '<h2>Head &amp; more</h2><p>One <strong>bold</strong><br />two</p><ul><li><p>a</p></li><li><p>b</p></li></ul>' +
          '<img src="/uploads/x.png" alt="A &quot;chart&quot;" /><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
      ),
    ).toBe(
      'Head & more\n\nOne bold\ntwo\n\n• a\n\n• b\n\n[Image: A "chart"]\n\n[Video: https://www.youtube-nocookie.com/embed/abc]',
    );
  });

  it('keeps plain text of older records as it is', () => {
    expect(contentAsText('Fish & chips < $5\r\n\r\nSecond')).toBe('Fish & chips < $5\n\nSecond');
  });
});
