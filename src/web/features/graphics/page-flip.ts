/** public-site §4, §9: a page turn takes 700 ms, and clicks during it are ignored. */
export const PAGE_TURN_MS = 700;

export type TurnDirection = 'next' | 'prev';

export interface FlipState {
  page: number;
  /** The turn under way: the page it left, its direction and when it began (ms, one clock). */
  turn: { from: number; direction: TurnDirection; startedAt: number } | null;
}

export type FlipAction =
  | { type: 'turn'; direction: TurnDirection; now: number; pageCount: number }
  /** The animation of the turn that began at `startedAt` has ended. */
  | { type: 'settle'; startedAt: number };

export const initialFlipState: FlipState = { page: 0, turn: null };

/** Whether a turn is still locking the book at time `now`. */
export function isFlipLocked(state: FlipState, now: number): boolean {
  return state.turn !== null && now - state.turn.startedAt < PAGE_TURN_MS;
}

/**
 * The page-flip viewer's state. A turn is refused while the previous one is under 700 ms old (by the
 * timestamps, so a late timer cannot shorten the lock) and past either end of the book.
 */
export function flipReducer(state: FlipState, action: FlipAction): FlipState {
  if (action.type === 'settle') {
    return state.turn && state.turn.startedAt === action.startedAt ? { ...state, turn: null } : state;
  }
  if (isFlipLocked(state, action.now)) return state;
  const target = state.page + (action.direction === 'next' ? 1 : -1);
  if (target < 0 || target >= action.pageCount) return state;
  return { page: target, turn: { from: state.page, direction: action.direction, startedAt: action.now } };
}

/** The graphic viewer's slide stepping: bounded at both ends, never wrapping (public-site §4). */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}
