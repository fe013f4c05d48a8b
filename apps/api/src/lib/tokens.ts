import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and e-mailed link tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of a token: a leaked table then opens no session and resets no
 * password. A plain hash is enough because the tokens are random, not chosen by people.
 */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
