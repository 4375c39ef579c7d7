/**
 * Which errors mean "the database is away" (a dropped connection, a server restarting or failing over, no
 * free connection in time) rather than a bug: those answer 503 with Retry-After, never 500 (DESIGN §9).
 */

/** SQLSTATE classes and codes of a lost or refused connection. */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08']; // connection exception
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '57014', // query_canceled: the statement timeout (a lock held too long, a stalled server)
]);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Query read timeout', // the pool's query_timeout: a server that stopped answering
];

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (code.length === 5 && UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  if (UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text))) return true;
  // An AggregateError (several addresses refused) or a wrapper such as drizzle's DrizzleQueryError.
  if (error instanceof AggregateError && error.errors.some(isUnavailable)) return true;
  return false;
}

/** True when `error`, or any error it wraps, says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (isUnavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
