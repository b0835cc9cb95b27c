import { describe, expect, it } from 'vitest';
import { isNumberedMarker, keptHeadingTag } from './paste-cleaner.ts';

// The whole cleaner needs a browser's DOMParser: e2e/admin-rich-text.spec.ts pastes real Google Docs
// and Word clipboard HTML into the editor. These are the rules it applies.
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
