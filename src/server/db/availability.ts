/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a network
 * cut), as opposed to a fault in a query. Such errors become 503 "try again" answers rather than 500s
 * (http/errors.ts, docs/operations.md#when-the-database-is-down).
 */

// Node's socket errors on the way to the server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// PostgreSQL's: 08 connection exception, 57P01-57P03 shut down / cannot connect now, 53300 too many connections.
const POSTGRES_CODE = /^(08...|57P0[123]|53300)$/;
// node-postgres has no code for a connection that ended or never came up in time.
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODE.test(code))) return true;
  if (POOL_MESSAGES.test(error.message)) return true;
  // drizzle wraps the driver's error as `cause`; a failed connect to several addresses is an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export const DATABASE_UNAVAILABLE = "The site's database is unavailable. Please try again in a moment.";
