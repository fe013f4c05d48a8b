import { safeNext as sameOriginPath } from '@bazaar/shared';

// The check only asks whether `next` stays on the origin it is read against; any one origin gives
// the same answer, and the server's render has no window to ask.
const ORIGIN = 'https://bazaar.invalid';

/** The one return-path check (packages/shared): a same-origin path, or `/`. */
export function safeNext(next: string | null): string {
  return sameOriginPath(next, ORIGIN);
}
