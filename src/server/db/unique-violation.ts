/**
 * True when a write failed on a unique constraint: `constraint` when named, any otherwise. Two
 * requests that both checked first can still race to the insert; this turns the loser's error into
 * the same answer as the check's.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // Drizzle wraps the driver's error (pg or PGlite) in `cause`.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const {
      code,
      constraint: violated,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505')
      return constraint === undefined || violated === undefined || violated === constraint;
    current = cause;
  }
  return false;
}
