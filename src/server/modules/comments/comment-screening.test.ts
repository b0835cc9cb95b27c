import { describe, expect, it } from 'vitest';
import { countLinks, holdReasons, matchedWords } from './comment-screening.ts';

describe('countLinks', () => {
  it('counts addresses with a scheme, with www. and bare domains', () => {
    expect(countLinks('see https://a.example/x and http://b.test')).toBe(2);
    expect(countLinks('www.cheap-pills.biz and buy-now.com/offer')).toBe(2);
    expect(countLinks('A great story, thanks. Meeting at 7.30 tonight.')).toBe(0);
  });
});

describe('matchedWords', () => {
  it('matches whole words and phrases, ignoring case, accents and punctuation', () => {
    expect(matchedWords('Visit our CASINO!', ['casino'])).toEqual(['casino']);
    expect(matchedWords('cheap   Pills, today', ['cheap pills'])).toEqual(['cheap pills']);
    expect(matchedWords('Crème brûlée', ['creme brulee'])).toEqual(['creme brulee']);
  });

  it('does not match inside other words, and ignores blank entries', () => {
    expect(matchedWords('A classic class assignment', ['ass'])).toEqual([]);
    expect(matchedWords('anything', ['', '  '])).toEqual([]);
  });
});

describe('holdReasons', () => {
  it('holds a comment with more than two links', () => {
    const content = 'a.com b.com c.com';
    expect(holdReasons({ name: 'Sam', content }, [])).toEqual(['links']);
    expect(holdReasons({ name: 'Sam', content: 'a.com b.com' }, [])).toEqual([]);
  });

  it('holds a comment whose text or name has a listed word', () => {
    expect(holdReasons({ name: 'Sam', content: 'Try our casino' }, ['casino'])).toEqual(['words']);
    expect(holdReasons({ name: 'Casino King', content: 'Hello' }, ['casino'])).toEqual(['words']);
    expect(holdReasons({ name: 'Sam', content: 'Nice piece' }, ['casino'])).toEqual([]);
  });
});
