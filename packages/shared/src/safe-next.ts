/**
 * The one check for a page to return to after signing in (password, Google, confirm, reset), used
 * by the API and the web app alike. `next` is read the way a browser would read it against
 * Bazaar's own origin, and kept only when it stays on that origin; what comes back is its path,
 * query and fragment, never an origin. Control characters (a browser silently drops tabs and
 * newlines, so `/\t/evil.example` becomes `//evil.example`) and backslashes (read as slashes) are
 * refused outright, as are `//…` and `/\…` (another host).
 */
export function safeNext(next: string | null | undefined, origin: string): string {
  const fallback = '/';
  if (!next || next.length > NEXT_MAX || !next.startsWith('/')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  if (next.startsWith('//')) return fallback;
  let decodedOnce: string;
  try {
    decodedOnce = decodeURIComponent(next);
  } catch {
    return fallback;
  }
  // An encoded control character or backslash (%09, %5C) is refused too: some server or browser
  // between here and the page may decode it once before reading the path.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decodedOnce) || decodedOnce.startsWith('//')) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  const path = url.pathname + url.search + url.hash;
  // The URL API may fold `/./`/`/../` into `//`: the result must still be a same-origin path.
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}

/** Longer return paths are no real page of Bazaar. */
export const NEXT_MAX = 500;
