/** What a person reads when a write could not be stored (the web app shows it in their language). */
export const OUT_OF_STORAGE_MESSAGE = 'Bazaar is out of storage; nothing was saved, try again later';

// ENOSPC: the file system is full; EDQUOT: the account's quota is. 53100 is PostgreSQL's disk_full
// (PGlite raises it too), what a database write gets when the disk under its files is full.
const CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
const MESSAGES = /no space left on device|disk quota exceeded/i;

/** True when the error (or one it wraps, as Drizzle does) says a write found no room to be stored. */
export function isOutOfStorage(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
