import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { randomToken } from '../../lib/tokens.ts';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com, or a local OpenID provider in tests. */
  issuer: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** What the callback must find again: kept in a short-lived httpOnly cookie between the two requests. */
export interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
  next: string;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export class GoogleSignInFailed extends Error {}

const TIMEOUT_MS = 10_000;

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new GoogleSignInFailed(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * OpenID Connect, authorization code flow with PKCE (S256), state and nonce. Hand-written on fetch
 * and jose: three HTTP calls and one signature check do not need a client framework.
 */
export function googleOidc(settings: GoogleSettings, redirectUri: string) {
  let discovery: Promise<Discovery> | undefined;
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  // Fetched on first use, not at start: a provider that is down must not stop the server starting.
  function discover(): Promise<Discovery> {
    discovery ??= fetchJson<Discovery>(`${settings.issuer}/.well-known/openid-configuration`).then((d) => {
      if (d.issuer.replace(/\/$/, '') !== settings.issuer) throw new GoogleSignInFailed('issuer mismatch');
      keys = createRemoteJWKSet(new URL(d.jwks_uri));
      return d;
    });
    discovery.catch(() => (discovery = undefined));
    return discovery;
  }

  return {
    async start(next: string): Promise<{ url: string; pending: PendingLogin }> {
      const d = await discover();
      const pending: PendingLogin = {
        state: randomToken(),
        nonce: randomToken(),
        verifier: randomToken(),
        next,
      };
      const url = new URL(d.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return { url: url.toString(), pending };
    },

    /** Trades the code for an ID token and checks it: signature, issuer, audience, expiry, nonce. */
    async finish(code: string, pending: PendingLogin): Promise<GoogleIdentity> {
      const d = await discover();
      const tokens = await fetchJson<{ id_token?: string }>(d.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(
            `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
          ).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: pending.verifier,
        }),
      });
      if (!tokens.id_token) throw new GoogleSignInFailed('no id_token');
      const { payload } = await jwtVerify<JWTPayload & Record<string, unknown>>(tokens.id_token, keys!, {
        issuer: [settings.issuer, settings.issuer.replace(/^https:\/\//, '')],
        audience: settings.clientId,
      });
      if (payload.nonce !== pending.nonce) throw new GoogleSignInFailed('nonce mismatch');
      // Only a verified address may be matched to an existing account.
      if (typeof payload.email !== 'string' || payload.email_verified !== true || !payload.sub) {
        throw new GoogleSignInFailed('no verified e-mail');
      }
      const name =
        typeof payload.name === 'string' && payload.name.trim() ? payload.name : payload.email.split('@')[0]!;
      return { sub: payload.sub, email: payload.email, name };
    },
  };
}

export type GoogleOidc = ReturnType<typeof googleOidc>;
