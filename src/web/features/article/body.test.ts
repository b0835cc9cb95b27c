import { describe, expect, it } from 'vitest';
import { articleBody, bodyBlocks, htmlBlocks, paragraphsOf } from './body.ts';

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

describe('htmlBlocks', () => {
  it('splits sanitised HTML into its top-level blocks, nested markup kept whole', () => {
    expect(
      htmlBlocks(
        '<h2>Head</h2><p>One <strong>bold</strong> <a href="/x" rel="noopener">link</a></p>' +
          '<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul><blockquote><p>q</p></blockquote>' +
          '<img src="/uploads/a.png" alt="A" /><iframe src="https://www.youtube-nocookie.com/embed/abc" title="YouTube video"></iframe>',
      ),
    ).toEqual([
      '<h2>Head</h2>',
      '<p>One <strong>bold</strong> <a href="/x" rel="noopener">link</a></p>',
      '<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul>',
      '<blockquote><p>q</p></blockquote>',
      '<img src="/uploads/a.png" alt="A" />',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="YouTube video"></iframe>',
    ]);
  });

  it('keeps a captioned picture whole, as one block', () => {
    expect(
      htmlBlocks(
        '<p>Before</p><figure><img src="/uploads/a.png" alt="A" /><figcaption>The <em>march</em></figcaption></figure><p>After</p>',
      ),
    ).toEqual([
      '<p>Before</p>',
      '<figure><img src="/uploads/a.png" alt="A" /><figcaption>The <em>march</em></figcaption></figure>',
      '<p>After</p>',
    ]);
  });

  it('gathers loose inline content at the top into paragraphs between the blocks', () => {
    expect(htmlBlocks('Lead <em>in</em><br />more<h3>Sub</h3>tail &amp; end')).toEqual([
      '<p>Lead <em>in</em><br />more</p>',
      '<h3>Sub</h3>',
      '<p>tail &amp; end</p>',
    ]);
  });

  it('drops blank top-level runs and keeps an unclosed last block', () => {
    expect(htmlBlocks('  <p>a</p>\n <br /> <p>b')).toEqual(['<p>a</p>', '<p>b']);
  });
});

describe('articleBody', () => {
  const shape = (blocks: ReturnType<typeof articleBody>) =>
    blocks.map((b) =>
      b.kind === 'quote' ? `Q:${b.text}` : b.kind === 'html' ? `H:${b.html}` : `P:${b.text}`,
    );

  it('reads HTML content as blocks and sets the pull quotes among them', () => {
    expect(shape(articleBody('<p>a</p><h2>b</h2><p>c</p><p>d</p>', ['x']))).toEqual([
      'H:<p>a</p>',
      'H:<h2>b</h2>',
      'Q:x',
      'H:<p>c</p>',
      'H:<p>d</p>',
    ]);
  });

  it('keeps older plain-text records as paragraphs, even with a stray angle bracket', () => {
    expect(shape(articleBody('Fish & chips < $5.\n\nSecond.', ['x']))).toEqual([
      'P:Fish & chips < $5.',
      'Q:x',
      'P:Second.',
    ]);
  });
});

describe('a pull quote that repeats the story', () => {
  const source =
    '“Every year we tell organizations to come back next year,” said one senator. “This budget finally matches what students are asking for.”';
  const quote =
    'Every year we tell organizations to come back next year. This budget finally matches what students are asking for.';

  it('is never set right above or below the paragraph that says it', () => {
    const blocks = bodyBlocks(['Opening.', 'Second.', source, 'Closing.'], [quote]);
    const kinds = blocks.map((block) => (block.kind === 'quote' ? 'quote' : block.text.slice(0, 8)));
    expect(kinds).toEqual(['Opening.', 'quote', 'Second.', source.slice(0, 8), 'Closing.']);
  });

  it('stays where it was when every place is beside the paragraph', () => {
    const blocks = bodyBlocks([source], [quote]);
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'quote']);
  });

  it('matches HTML blocks by their words, not their markup', () => {
    const blocks = articleBody(`<p>Opening.</p><p>Second.</p><p><em>${source}</em></p><p>Closing.</p>`, [
      quote,
    ]);
    expect(blocks.findIndex((block) => block.kind === 'quote')).toBe(1);
  });
});
