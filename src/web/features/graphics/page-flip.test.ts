import { describe, expect, it } from 'vitest';
import {
  type FlipState,
  flipReducer,
  initialFlipState,
  isFlipLocked,
  PAGE_TURN_MS,
  stepSlide,
} from './page-flip.ts';

const turn = (state: FlipState, direction: 'next' | 'prev', now: number, pageCount = 5) =>
  flipReducer(state, { type: 'turn', direction, now, pageCount });

describe('flipReducer (public-site §4: locked 700 ms while it turns)', () => {
  it('turns a page and locks the book for 700 ms', () => {
    const first = turn(initialFlipState, 'next', 1000);
    expect(first.page).toBe(1);
    expect(first.turn).toEqual({ from: 0, direction: 'next', startedAt: 1000 });
    expect(isFlipLocked(first, 1000 + PAGE_TURN_MS - 1)).toBe(true);
    expect(isFlipLocked(first, 1000 + PAGE_TURN_MS)).toBe(false);
  });

  it('ignores clicks during the lock, in either direction', () => {
    const first = turn(initialFlipState, 'next', 1000);
    expect(turn(first, 'next', 1100)).toBe(first);
    expect(turn(first, 'prev', 1699)).toBe(first);
    const second = turn(first, 'next', 1700);
    expect(second.page).toBe(2);
    expect(second.turn?.from).toBe(1);
  });

  it('stays locked by the clock even after the animation settled early', () => {
    const first = turn(initialFlipState, 'next', 0);
    const settled = flipReducer(first, { type: 'settle', startedAt: 0 });
    expect(settled.turn).toBeNull();
    // Settled means unlocked: the next turn is allowed once the leaf is gone.
    expect(turn(settled, 'next', 10).page).toBe(2);
  });

  it('a late settle of an older turn leaves a newer one alone', () => {
    const first = turn(initialFlipState, 'next', 0);
    const second = turn(first, 'next', 800);
    expect(flipReducer(second, { type: 'settle', startedAt: 0 })).toBe(second);
  });

  it('is bounded at both ends of the book', () => {
    expect(turn(initialFlipState, 'prev', 0)).toBe(initialFlipState);
    const last: FlipState = { page: 4, turn: null };
    expect(turn(last, 'next', 0)).toBe(last);
    expect(turn(last, 'prev', 0).page).toBe(3);
  });
});

describe('stepSlide', () => {
  it('is bounded at the ends', () => {
    expect(stepSlide(0, -1, 3)).toBe(0);
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(2);
    expect(stepSlide(1, 5, 3)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});
