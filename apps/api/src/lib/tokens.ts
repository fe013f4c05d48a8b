import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and e-mailed link tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of a token: a leaked table then opens no session and resets no
 * password. A plain hash is enough because the tokens are random, not chosen by people.
 */
// One call, no Hash object: it runs for every signed-in request.
export const tokenHash = (token: string) => hash('sha256', token, 'hex');
