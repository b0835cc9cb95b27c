import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.ts';

/*
 * The 3×3 puzzle the crossword specs publish and import:
 * C A T
 * A # O
 * R E D     1 Across CAT, 3 Across RED, 1 Down CAR, 2 Down TOD.
 */
export const GRID = [
  ['C', 'A', 'T'],
  ['A', '#', 'O'],
  ['R', 'E', 'D'],
];
export const CLUES = {
  A1: 'Feline friend',
  A3: 'Colour of a stop sign',
  D1: 'It has four wheels',
  D2: 'Fox, in old English',
};

/** Saves a crossword of the test puzzle through the admin API and returns its id. */
export async function createCrossword(admin: APIRequestContext, title: string): Promise<number> {
  const created = await admin.post('/api/admin/crosswords', {
    data: {
      title,
      puzzleData: JSON.stringify({ rows: 3, cols: 3, grid: GRID }),
      clues: JSON.stringify(CLUES),
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}
