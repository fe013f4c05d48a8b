import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A reminder's renew link works without signing in: it names the ad and the end it was sent about
 * (the period, in seconds since the epoch) with an HMAC of both under a key only the server knows,
 * as the digest's unsubscribe link does. Nobody can renew another ad by guessing, and a link only
 * ever renews the period it was sent for.
 */
const PURPOSE = 'listing-renew:';

export interface RenewGrant {
  listingId: number;
  /** The ad's end the link was made for, in whole seconds since the epoch. */
  period: number;
}

const mac = (secret: string, g: RenewGrant) =>
  createHmac('sha256', secret).update(`${PURPOSE}${g.listingId}.${g.period}`).digest('base64url');

export const renewToken = (secret: string, g: RenewGrant) => `${g.listingId}.${g.period}.${mac(secret, g)}`;

/** What the token grants, or null when it was not made with this key (tampered, made up). */
export function readRenewToken(secret: string, token: string): RenewGrant | null {
  const m = /^(\d{1,16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const grant = { listingId: Number(m[1]), period: Number(m[2]) };
  const expected = Buffer.from(mac(secret, grant));
  const given = Buffer.from(m[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : null;
}
