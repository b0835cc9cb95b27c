import { test } from './fixtures.ts';

/** The two screens a reader's checks run on: a phone and a laptop. */
export const READER_VIEWPORTS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'laptop', width: 1280, height: 800 },
] as const;

export type ReaderViewport = (typeof READER_VIEWPORTS)[number];

/**
 * Defines the tests `define` declares once per reader viewport, each group titled by its width and
 * with the page sized to it.
 */
export function atReaderWidths(define: (viewport: ReaderViewport) => void): void {
  for (const viewport of READER_VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      define(viewport);
    });
  }
}
