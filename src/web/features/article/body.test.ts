import { describe, expect, it } from 'vitest';
import { bodyBlocks, paragraphsOf } from './body.ts';

describe('paragraphsOf', () => {
  it('splits plain text on blank lines and trims each paragraph', () => {
    expect(paragraphsOf('First paragraph.\n\nSecond paragraph.\n\n\n  Third.  ')).toEqual([
      'First paragraph.',
      'Second paragraph.',
      'Third.',
    ]);
  });

  it('reads Windows line ends and blank lines holding spaces as paragraph breaks', () => {
    expect(paragraphsOf('One.\r\n\r\nTwo.\n   \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('keeps a single line break inside its paragraph', () => {
    expect(paragraphsOf('Line one\nline two\n\nNext')).toEqual(['Line one\nline two', 'Next']);
  });

  it('gives no paragraph for empty or blank content', () => {
    expect(paragraphsOf('')).toEqual([]);
    expect(paragraphsOf(' \n\n \n')).toEqual([]);
  });
});

describe('bodyBlocks', () => {
  const kinds = (blocks: ReturnType<typeof bodyBlocks>) =>
    blocks.map((b) => (b.kind === 'quote' ? `Q:${b.text}` : b.text)).join(' ');

  it('leaves the paragraphs alone when there is no pull quote', () => {
    expect(kinds(bodyBlocks(['a', 'b'], []))).toBe('a b');
  });

  it('sets one quote in the middle of the text', () => {
    expect(kinds(bodyBlocks(['a', 'b', 'c', 'd'], ['x']))).toBe('a b Q:x c d');
  });

  it('spreads several quotes evenly', () => {
    expect(kinds(bodyBlocks(['a', 'b', 'c', 'd', 'e', 'f'], ['x', 'y']))).toBe('a b Q:x c d Q:y e f');
  });

  it('never puts a quote before the first paragraph, and keeps every quote', () => {
    expect(kinds(bodyBlocks(['a'], ['x', 'y']))).toBe('a Q:x Q:y');
    expect(kinds(bodyBlocks([], ['x']))).toBe('Q:x');
  });
});
