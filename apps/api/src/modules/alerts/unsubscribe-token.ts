import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The digest's unsubscribe link works without signing in: it carries the person's id and an HMAC
 * of it under a key only the server knows, so nobody can unsubscribe someone else by guessing.
 */
const PURPOSE = 'digest-unsubscribe:';

const mac = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}${userId}`).digest('base64url');

export const unsubscribeToken = (secret: string, userId: number) => `${userId}.${mac(secret, userId)}`;

/** The person the token was made for, or null when it was not made with this key. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const m = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
