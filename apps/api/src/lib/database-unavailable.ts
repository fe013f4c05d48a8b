// Errors that mean "the database cannot be reached right now", as opposed to a bad query.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /not queryable/i,
];

/** True when the error (or any error it wraps, as Drizzle does) says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
