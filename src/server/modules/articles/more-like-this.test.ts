import { describe, expect, it } from 'vitest';
import type { ArticleCategory } from '../../../contracts/article.ts';
import { moreLikeThis } from './more-like-this.ts';

type Item = { id: number; category: ArticleCategory; author: string };
const item = (id: number, category: ArticleCategory, author: string): Item => ({ id, category, author });
const ids = (items: Item[]) => items.map((i) => i.id);

describe('moreLikeThis', () => {
  const current = item(1, 'health', 'Nia Washington');

  it('picks other articles of the same category or by the same author, in list order', () => {
    const list = [
      item(9, 'news', 'A'),
      item(8, 'health', 'B'),
      item(7, 'news', 'Nia Washington'),
      item(1, 'health', 'Nia Washington'),
    ];
    expect(ids(moreLikeThis(current, list))).toEqual([8, 7, 9]);
  });

  it('shows at most 3', () => {
    const list = [2, 3, 4, 5, 6].map((id) => item(id, 'health', 'B'));
    expect(ids(moreLikeThis(current, list))).toEqual([2, 3, 4]);
  });

  it('tops the list up with other articles when fewer match', () => {
    const list = [item(2, 'news', 'A'), item(3, 'local', 'B'), item(4, 'health', 'C'), item(5, 'news', 'D')];
    expect(ids(moreLikeThis(current, list))).toEqual([4, 2, 3]);
  });

  it('compares authors without regard to case or surrounding spaces', () => {
    const list = [item(2, 'news', 'A'), item(3, 'news', ' nia washington ')];
    expect(ids(moreLikeThis(current, list))).toEqual([3, 2]);
  });

  it('never lists the article itself, and gives nothing when it is alone', () => {
    expect(moreLikeThis(current, [current])).toEqual([]);
    expect(moreLikeThis(current, [])).toEqual([]);
  });
});
