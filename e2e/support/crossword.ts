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
