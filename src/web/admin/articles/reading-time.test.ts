import { describe, expect, it } from 'vitest';
import { readingSummary, wordCount } from './reading-time.ts';

describe('wordCount', () => {
  it('counts runs holding a letter or digit, not lone marks', () => {
    expect(wordCount('  The council voted 7–2 — again.\n\nNext: the budget. ')).toBe(8);
    expect(wordCount('• – …')).toBe(0);
    expect(wordCount('Café niño 2026')).toBe(3);
  });
});

describe('readingSummary', () => {
  it('gives words and whole minutes at 200 a minute, at least one', () => {
    expect(readingSummary('')).toBe('0 words');
    expect(readingSummary('One')).toBe('1 word · 1 min read');
    expect(readingSummary(Array(450).fill('word').join(' '))).toBe('450 words · 2 min read');
    expect(readingSummary(Array(1000).fill('word').join(' '))).toBe('1000 words · 5 min read');
  });
});
