import { describe, expect, it } from 'vitest';
import { splitAchievements } from './achievements.ts';

describe('splitAchievements', () => {
  it('splits on newlines and commas, trimming and dropping blanks', () => {
    expect(
      splitAchievements('Dean’s List, Editor of The Gamecock\nNABJ scholar\r\n\n , Intern at WIS '),
    ).toEqual(['Dean’s List', 'Editor of The Gamecock', 'NABJ scholar', 'Intern at WIS']);
  });

  it('gives one item for text without separators and none for blank text', () => {
    expect(splitAchievements('Won the student Emmy')).toEqual(['Won the student Emmy']);
    expect(splitAchievements('  \n , ')).toEqual([]);
  });
});
