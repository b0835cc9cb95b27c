import { describe, expect, it } from 'vitest';
import { emphasisOf, isNumberedMarker, keptHeadingTag } from './paste-cleaner.ts';

// The whole cleaner needs a browser's DOMParser: e2e/admin-rich-text.spec.ts pastes real Google Docs
// and Word clipboard HTML into the editor. These are the rules it applies.
describe('emphasisOf', () => {
  it("reads Docs' styled spans", () => {
    expect(emphasisOf('span', 'font-size:11pt;font-weight:700;font-style:normal')).toEqual({
      bold: true,
      italic: false,
    });
    expect(emphasisOf('span', 'font-weight:400;font-style:italic')).toEqual({ bold: false, italic: true });
    expect(emphasisOf('span', 'color:#000000')).toEqual({ bold: false, italic: false });
  });

  it('does not make Docs\' wrapping <b style="font-weight:normal"> bold', () => {
    expect(emphasisOf('b', 'font-weight:normal;').bold).toBe(false);
    expect(emphasisOf('b', '').bold).toBe(true);
  });

  it("keeps Word's bold: mso-bidi-font-weight is not the font weight", () => {
    expect(emphasisOf('b', 'mso-bidi-font-weight:normal').bold).toBe(true);
    expect(emphasisOf('i', 'mso-bidi-font-style:normal').italic).toBe(true);
    expect(emphasisOf('strong', '').bold).toBe(true);
    expect(emphasisOf('em', '').italic).toBe(true);
  });
});

describe('isNumberedMarker', () => {
  it("tells Word's numbered markers from its bullets", () => {
    for (const marker of ['1.', '12.', '1)', 'a.', 'b)', 'iv.', '(3)', '2.\u00a0\u00a0 ']) {
      expect(isNumberedMarker(marker), marker).toBe(true);
    }
    for (const marker of ['·', 'o', '§', '-', '•', '']) {
      expect(isNumberedMarker(marker), marker).toBe(false);
    }
  });
});

describe('keptHeadingTag', () => {
  it('keeps h2 to h4; the page title is the h1, so h1 comes in as h2 and h5, h6 as h4', () => {
    expect(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map(keptHeadingTag)).toEqual([
      'h2',
      'h2',
      'h3',
      'h4',
      'h4',
      'h4',
    ]);
  });
});
