import { describe, expect, it } from 'vitest';
import { readClues, readPuzzleData } from '../../../../contracts/crossword.ts';
import {
  buildPuzzle,
  type CrosswordAction,
  type CrosswordState,
  completionSummary,
  crosswordReducer,
  currentEntry,
  filledCount,
  formatElapsed,
  initialCrosswordState,
  isPristine,
  type Puzzle,
  readSavedProgress,
  toSavedProgress,
} from './crossword-state.ts';

/*
 * C A T #
 * A # O X
 * R E D O
 * # # # N
 * Across: 1 CAT, 3 OX, 5 REDO. Down: 1 CAR, 2 TOD, 4 XON. (E at 2,1 is in REDO only.)
 */
const grid = ['CAT#', 'A#OX', 'REDO', '###N'].map((row) => [...row]);
const puzzleData = readPuzzleData(JSON.stringify({ rows: 4, cols: 4, grid }))!;
const clues = readClues(
  JSON.stringify({ A1: 'Pet', A3: 'Beast', A5: 'Do again', D1: 'Vehicle', D2: 'Toddler', D4: 'Ex-on' }),
)!;
const puzzle: Puzzle = buildPuzzle(puzzleData, clues);

function run(
  actions: CrosswordAction[],
  from: CrosswordState = initialCrosswordState(puzzle),
): CrosswordState {
  return actions.reduce((state, action) => crosswordReducer(puzzle, state, action), from);
}
const type = (text: string): CrosswordAction[] => [...text].map((letter) => ({ type: 'input', letter }));
const at = (state: CrosswordState) => [state.cursor.row, state.cursor.col];
const row = (state: CrosswordState, r: number) => state.letters[r]!.map((l) => l || '.').join('');

describe('buildPuzzle', () => {
  it('takes numbers and entries from numberGrid, across first, with their clues', () => {
    expect(puzzle.entries.map((e) => `${e.number}${e.direction[0]} ${e.answer} ${e.clue}`)).toEqual([
      '1a CAT Pet',
      '3a OX Beast',
      '5a REDO Do again',
      '1d CAR Vehicle',
      '2d TOD Toddler',
      '4d XON Ex-on',
    ]);
    expect(puzzle.numbers[0]).toEqual([1, null, 2, null]);
    expect(puzzle.solution[0]).toEqual(['C', 'A', 'T', null]);
  });

  it('treats a lone square that belongs to no entry as a block', () => {
    const lone = buildPuzzle(
      readPuzzleData(JSON.stringify({ rows: 3, cols: 3, grid: ['AB#', '###', '#C#'].map((r) => [...r]) }))!,
      {},
    );
    expect(lone.solution[2]).toEqual([null, null, null]);
  });
});

describe('crosswordReducer', () => {
  it('starts on the first square of 1 Across with the timer stopped', () => {
    const state = initialCrosswordState(puzzle);
    expect(at(state)).toEqual([0, 0]);
    expect(state.direction).toBe('across');
    expect(state.started).toBe(false);
    expect(isPristine(state)).toBe(true);
  });

  it('upper-cases one letter per square and moves on in the current direction', () => {
    const state = run(type('ca'));
    expect(row(state, 0)).toBe('CA..');
    expect(at(state)).toEqual([0, 2]);
    expect(state.started).toBe(true);
  });

  it('keeps only the last character typed and ignores anything but letters', () => {
    const state = run([
      { type: 'input', letter: 'xq' },
      { type: 'input', letter: '7' },
      { type: 'input', letter: ' ' },
    ]);
    expect(row(state, 0)).toBe('Q...');
    expect(at(state)).toEqual([0, 1]);
  });

  it('stays on the last square of an entry', () => {
    const state = run(type('cats'));
    expect(row(state, 0)).toBe('CAS.');
    expect(at(state)).toEqual([0, 2]);
  });

  it('moves down when the direction is down', () => {
    const state = run([{ type: 'toggleDirection' }, ...type('car')]);
    expect(state.letters.map((r) => r[0])).toEqual(['C', 'A', 'R', '']);
    expect(at(state)).toEqual([2, 0]);
  });

  it('toggles across/down when the selected square is clicked again', () => {
    let state = run([{ type: 'select', row: 0, col: 2 }]);
    expect(state.direction).toBe('across');
    state = run([{ type: 'select', row: 0, col: 2 }], state);
    expect(state.direction).toBe('down');
    expect(currentEntry(puzzle, state)?.number).toBe(2);
    state = run([{ type: 'select', row: 0, col: 2 }], state);
    expect(state.direction).toBe('across');
  });

  it('does not toggle on a square that has only one entry', () => {
    const state = run([
      { type: 'select', row: 0, col: 1 },
      { type: 'select', row: 0, col: 1 },
    ]);
    expect(state.direction).toBe('across');
  });

  it('takes the direction a newly selected square has when it lacks the current one', () => {
    const state = run([{ type: 'select', row: 1, col: 0 }]);
    expect(state.direction).toBe('down');
    expect(currentEntry(puzzle, state)?.number).toBe(1);
  });

  it('ignores clicks on blocks', () => {
    const state = run([{ type: 'select', row: 1, col: 1 }]);
    expect(at(state)).toEqual([0, 0]);
  });

  it('moves with the arrow keys over blocks, turning to the arrow axis first', () => {
    let state = run([{ type: 'move', key: 'ArrowRight' }]);
    expect(at(state)).toEqual([0, 1]);
    state = run([{ type: 'move', key: 'ArrowDown' }], initialCrosswordState(puzzle));
    expect(state.direction).toBe('down');
    expect(at(state)).toEqual([0, 0]);
    state = run([{ type: 'move', key: 'ArrowDown' }], state);
    expect(at(state)).toEqual([1, 0]);
    // From (1,2) right: (1,3) is open.
    state = run([
      { type: 'select', row: 1, col: 2 },
      { type: 'move', key: 'ArrowRight' },
      { type: 'move', key: 'ArrowRight' },
    ]);
    expect(at(state)).toEqual([1, 3]);
    // From (2,0) up over nothing: (1,0) then (0,0); beyond the edge it stays.
    state = run([
      { type: 'select', row: 0, col: 0 },
      { type: 'move', key: 'ArrowLeft' },
    ]);
    expect(at(state)).toEqual([0, 0]);
  });

  it('jumps over a block with an arrow', () => {
    // Row 1: A # O X — from (1,0) going right skips the block at (1,1).
    const state = run([
      { type: 'select', row: 1, col: 0 },
      { type: 'move', key: 'ArrowRight' },
    ]);
    // (1,0) has no across entry, so the arrow moves straight on.
    expect(at(state)).toEqual([1, 2]);
    expect(state.direction).toBe('across');
  });

  it('Backspace clears the letter and moves back; on an empty square it clears the one before', () => {
    let state = run(type('ca'));
    expect(at(state)).toEqual([0, 2]);
    state = run([{ type: 'backspace' }], state);
    expect(row(state, 0)).toBe('C...');
    expect(at(state)).toEqual([0, 1]);
    state = run(type('cat'));
    state = run([{ type: 'backspace' }], state);
    expect(row(state, 0)).toBe('CA..');
    expect(at(state)).toEqual([0, 1]);
    state = run([{ type: 'backspace' }, { type: 'backspace' }, { type: 'backspace' }], state);
    expect(row(state, 0)).toBe('....');
    expect(at(state)).toEqual([0, 0]);
  });

  it('Delete clears the square without moving', () => {
    const state = run([...type('c'), { type: 'move', key: 'ArrowLeft' }, { type: 'delete' }]);
    expect(row(state, 0)).toBe('....');
    expect(at(state)).toEqual([0, 0]);
  });

  it('Tab goes to the next entry and Shift+Tab to the previous one, wrapping round', () => {
    let state = run([{ type: 'nextEntry' }]);
    expect(currentEntry(puzzle, state)?.number).toBe(3);
    expect(at(state)).toEqual([1, 2]);
    state = run([{ type: 'nextEntry' }, { type: 'nextEntry' }], state);
    expect(state.direction).toBe('down');
    expect(currentEntry(puzzle, state)?.number).toBe(1);
    state = run([{ type: 'previousEntry' }], state);
    expect(currentEntry(puzzle, state)?.number).toBe(5);
    state = run([{ type: 'previousEntry' }]);
    expect(currentEntry(puzzle, state)?.number).toBe(4);
    expect(state.direction).toBe('down');
  });

  it('Tab lands on the first empty square of the next entry', () => {
    const state = run([
      { type: 'select', row: 2, col: 0 },
      ...type('re'),
      { type: 'nextEntry' },
      { type: 'previousEntry' },
    ]);
    expect(currentEntry(puzzle, state)?.number).toBe(5);
    expect(at(state)).toEqual([2, 2]);
  });

  it('checks a cell, a word or the puzzle, marking only wrong letters', () => {
    let state = run([...type('cox')]);
    state = run([{ type: 'check', scope: 'cell' }], state);
    expect(state.marks[0]).toEqual([null, null, 'wrong', null]);
    state = run([{ type: 'check', scope: 'word' }], state);
    expect(state.marks[0]).toEqual([null, 'wrong', 'wrong', null]);
    state = run(
      [{ type: 'select', row: 2, col: 0 }, ...type('x'), { type: 'check', scope: 'puzzle' }],
      state,
    );
    expect(state.marks[2]![0]).toBe('wrong');
    // Typing over a wrong letter clears its mark.
    state = run([{ type: 'select', row: 0, col: 1 }, ...type('a')], state);
    expect(state.marks[0]![1]).toBeNull();
  });

  it('never marks empty squares when checking', () => {
    const state = run([{ type: 'check', scope: 'puzzle' }]);
    expect(state.marks.flat().every((mark) => mark === null)).toBe(true);
  });

  it('reveals a cell and a word, marking what it changed; revealed letters cannot be overwritten', () => {
    let state = run([...type('c'), { type: 'reveal', scope: 'cell' }]);
    expect(row(state, 0)).toBe('CA..');
    expect(state.marks[0]).toEqual([null, 'revealed', null, null]);
    expect(state.started).toBe(true);
    state = run([{ type: 'reveal', scope: 'word' }], state);
    expect(row(state, 0)).toBe('CAT.');
    expect(state.marks[0]).toEqual([null, 'revealed', 'revealed', null]);
    state = run(
      [
        { type: 'select', row: 0, col: 1 },
        ...type('z'),
        { type: 'move', key: 'ArrowLeft' },
        { type: 'move', key: 'ArrowRight' },
        { type: 'backspace' },
      ],
      state,
    );
    expect(row(state, 0)).toBe('CAT.');
  });

  it('completes when every square matches, whatever the case, and then locks the grid', () => {
    let state = run([
      ...type('cat'),
      { type: 'select', row: 1, col: 2 },
      ...type('ox'),
      { type: 'select', row: 2, col: 0 },
      ...type('redo'),
    ]);
    expect(state.complete).toBe(false);
    state = run(
      [
        { type: 'select', row: 1, col: 0 },
        { type: 'input', letter: 'a' },
      ],
      state,
    );
    expect(state.direction).toBe('down');
    expect(state.complete).toBe(false);
    state = run(
      [
        { type: 'select', row: 3, col: 3 },
        { type: 'input', letter: 'N' },
      ],
      state,
    );
    expect(state.complete).toBe(true);
    const locked = run(
      [
        { type: 'select', row: 0, col: 0 },
        ...type('z'),
        { type: 'backspace' },
        { type: 'reveal', scope: 'puzzle' },
      ],
      state,
    );
    expect(row(locked, 0)).toBe('CAT.');
    expect(locked.complete).toBe(true);
  });

  it('completes when the whole puzzle is revealed', () => {
    const state = run([{ type: 'reveal', scope: 'puzzle' }]);
    expect(state.complete).toBe(true);
    expect(filledCount(puzzle, state)).toEqual({ filled: 11, total: 11 });
  });

  it('runs the timer only once started, and not while paused or after completion', () => {
    let state = run([{ type: 'tick' }]);
    expect(state.elapsed).toBe(0);
    state = run([...type('c'), { type: 'tick' }, { type: 'tick' }]);
    expect(state.elapsed).toBe(2);
    state = run([{ type: 'pause' }, { type: 'tick' }, ...type('q')], state);
    expect(state.elapsed).toBe(2);
    expect(state.paused).toBe(true);
    expect(row(state, 0)).toBe('C...');
    state = run([{ type: 'resume' }, { type: 'tick' }], state);
    expect(state.elapsed).toBe(3);
    state = run([{ type: 'reveal', scope: 'puzzle' }, { type: 'tick' }, { type: 'pause' }], state);
    expect(state.elapsed).toBe(3);
    expect(state.paused).toBe(false);
  });

  it('takes letters typed before the solver loaded, then selects the focused square', () => {
    const state = run([
      {
        type: 'typedBeforeLoad',
        squares: [
          { row: 0, col: 0, letter: 'c' },
          { row: 2, col: 1, letter: 'e' },
          { row: 0, col: 3, letter: 'z' },
        ],
        focus: { row: 2, col: 1 },
      },
    ]);
    expect(row(state, 0)).toBe('C...');
    expect(row(state, 2)).toBe('.E..');
    expect(at(state)).toEqual([2, 1]);
    expect(state.direction).toBe('across');
    expect(state.started).toBe(true);
  });

  it('keeps the selection when nothing held the focus, and never overwrites a revealed letter', () => {
    const revealed = run([
      { type: 'reveal', scope: 'cell' },
      { type: 'move', key: 'ArrowRight' },
    ]);
    const state = run([{ type: 'typedBeforeLoad', squares: [{ row: 0, col: 0, letter: 'x' }] }], revealed);
    expect(row(state, 0)).toBe('C...');
    expect(at(state)).toEqual([0, 1]);
  });

  it('Reset clears letters, marks and the timer', () => {
    const state = run([...type('cx'), { type: 'check', scope: 'word' }, { type: 'tick' }, { type: 'reset' }]);
    expect(state).toEqual(initialCrosswordState(puzzle));
    expect(isPristine(state)).toBe(true);
  });
});

describe('saved progress', () => {
  it('round-trips letters, marks and the timer', () => {
    const state = run([
      ...type('cx'),
      { type: 'check', scope: 'word' },
      { type: 'tick' },
      { type: 'select', row: 1, col: 2 },
      { type: 'reveal', scope: 'cell' },
    ]);
    const saved = JSON.parse(JSON.stringify(toSavedProgress(puzzle, state)));
    const restored = run([{ type: 'restore', saved }]);
    expect(restored.letters).toEqual(state.letters);
    expect(restored.marks).toEqual(state.marks);
    expect(restored.elapsed).toBe(1);
    expect(restored.started).toBe(true);
  });

  it('restores a solved puzzle as complete', () => {
    const solved = run([{ type: 'reveal', scope: 'puzzle' }]);
    const restored = run([{ type: 'restore', saved: toSavedProgress(puzzle, solved) }]);
    expect(restored.complete).toBe(true);
  });

  it('ignores progress of another puzzle or a malformed value', () => {
    const other = buildPuzzle(
      readPuzzleData(
        JSON.stringify({ rows: 4, cols: 4, grid: ['CAB#', 'A#OX', 'REDO', '###N'].map((r) => [...r]) }),
      )!,
      {},
    );
    const saved = toSavedProgress(other, initialCrosswordState(other));
    expect(readSavedProgress(puzzle, saved)).toBeUndefined();
    for (const bad of [
      null,
      'text',
      {},
      { ...toSavedProgress(puzzle, initialCrosswordState(puzzle)), letters: ['..'] },
    ]) {
      expect(readSavedProgress(puzzle, bad)).toBeUndefined();
    }
  });
});

describe('formatElapsed', () => {
  it('reads m:ss, and h:mm:ss past the hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(75)).toBe('1:15');
    expect(formatElapsed(3725)).toBe('1:02:05');
  });
});

describe('completionSummary', () => {
  it('calls only a grid finished without revealed squares solved', () => {
    expect(completionSummary('Cats', 95, 0, 7)).toEqual({
      solved: true,
      heading: 'Congratulations! You solved the puzzle.',
      detail: 'You finished “Cats” in 1:35. Press Reset to play it again.',
    });
  });

  it('says a revealed puzzle is not solved and claims no time for it', () => {
    const summary = completionSummary('Cats', 12, 7, 7);
    expect(summary.solved).toBe(false);
    expect(summary.heading).toBe('Puzzle revealed');
    expect(summary.detail).not.toContain('0:12');
    expect(summary.detail).toContain('not solved');
  });

  it('tells how much was the reader’s own when some squares were revealed', () => {
    expect(completionSummary('Cats', 61, 2, 7)).toEqual({
      solved: false,
      heading: 'Completed with help',
      detail:
        'You filled 5 of 7 squares of “Cats” yourself and revealed 2, in 1:01. Press Reset to solve it on your own.',
    });
  });
});
