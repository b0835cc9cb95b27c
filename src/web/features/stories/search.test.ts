import { describe, expect, it } from 'vitest';
import { searchArticles } from './search.ts';

const articles = [
  { id: 1, title: 'Budget Vote at City Hall', excerpt: 'Council splits on parks.', author: 'Amara Okafor' },
  {
    id: 2,
    title: 'Gameday Eats',
    excerpt: 'Where students line up before kickoff.',
    author: 'Malik Johnson',
  },
  { id: 3, title: 'Sleep and Finals', excerpt: 'A budget of hours, not dollars.', author: 'Nia Washington' },
];

describe('searchArticles', () => {
  it('keeps every article, in order, for a blank query', () => {
    expect(searchArticles(articles, '').map((a) => a.id)).toEqual([1, 2, 3]);
    expect(searchArticles(articles, '   ').map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('matches the title, the excerpt and the author, ignoring case', () => {
    expect(searchArticles(articles, 'BUDGET').map((a) => a.id)).toEqual([1, 3]);
    expect(searchArticles(articles, 'kickoff').map((a) => a.id)).toEqual([2]);
    expect(searchArticles(articles, 'nia wash').map((a) => a.id)).toEqual([3]);
  });

  it('matches substrings inside words and trims the query', () => {
    expect(searchArticles(articles, '  eat ').map((a) => a.id)).toEqual([2]);
  });

  it('finds nothing when no field holds the text', () => {
    expect(searchArticles(articles, 'zebra')).toEqual([]);
  });
});
