import type { FastifyReply } from 'fastify';
import { randomToken, tokenHash } from '../../lib/tokens.ts';
import { CappedMap } from '../../lib/capped-map.ts';
import type { UserRow } from './repository.ts';
import { SessionCache } from './session-cache.ts';
import type { SessionsRepository } from './sessions-repository.ts';

export const SESSION_COOKIE = 'bazaar_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Remember me. */
export const PERSISTENT_MS = 30 * DAY_MS;
/** Without Remember me the browser drops the cookie on close; the server ends it after a day idle. */
export const IDLE_MS = DAY_MS;
// Sliding the idle expiry on every request would be a write per request; every few minutes is
// precise enough for a 24-hour limit.
const SLIDE_EVERY_MS = 5 * 60 * 1000;
// Expired rows are swept now and then by requests rather than by a timer every process would run:
// at most once a minute. A chance per request (it was 1 in 500) swept ten times a second under load,
// a database write for each, for rows that no look-up accepts anyway (findLive checks expiry).
export const SWEEP_EVERY_MS = 60 * 1000;
/** Cookie tokens whose hash is remembered (as many as the session cache holds sessions). */
const HASHES_MAX = 10_000;
/**
 * How long this process reuses a session it looked up. It is also how long a session ended by
 * another API process on the same database still works here: short enough for a sign-out.
 */
export const SESSION_CACHE_MS = 2000;

export interface Session {
  token: string;
  persistent: boolean;
  expiresAt: Date;
}

export function sessionStore(repo: SessionsRepository, opts: { secureCookies: boolean; cacheMs?: number }) {
  const cache = new SessionCache(opts.cacheMs ?? SESSION_CACHE_MS);
  // The SHA-256 of the cookie, by the cookie: a signed-in person's every request hashed the same
  // token again, which cost more than the rest of finding their session in the cache.
  const hashes = new CappedMap<string, string>(HASHES_MAX);
  const idHashOf = (token: string) => {
    let idHash = hashes.get(token);
    if (idHash === undefined) {
      idHash = tokenHash(token);
      hashes.set(token, idHash);
    }
    return idHash;
  };
  let lastSweep = -Infinity;

  async function lookUp(idHash: string) {
    const found = await repo.findLive(idHash);
    if (!found) return undefined;
    const { session } = found;
    if (!session.persistent) {
      const slid = Date.now() + IDLE_MS;
      if (slid - session.expiresAt.getTime() > SLIDE_EVERY_MS) {
        await repo.extend(idHash, new Date(slid));
        return { user: found.user, expiresAt: new Date(slid) };
      }
    }
    return { user: found.user, expiresAt: session.expiresAt };
  }

  function sweepNowAndThen() {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    void repo.deleteExpired().catch(() => {});
  }

  return {
    /** A fresh random id every time: signing in never reuses an id an attacker may have planted. */
    async start(userId: number, persistent: boolean): Promise<Session> {
      const token = randomToken();
      const expiresAt = new Date(Date.now() + (persistent ? PERSISTENT_MS : IDLE_MS));
      await repo.insert({ idHash: tokenHash(token), userId, persistent, expiresAt });
      return { token, persistent, expiresAt };
    },

    /** The person a cookie belongs to, or undefined; slides the idle expiry of browser sessions. */
    async resolve(token: string): Promise<UserRow | undefined> {
      sweepNowAndThen();
      const idHash = idHashOf(token);
      return cache.get(idHash, () => lookUp(idHash));
    },

    /**
     * The same answer as `resolve` when this process looked the session up a moment ago, without
     * a promise: `{ user }` (undefined user: no such session), or undefined when it must be read.
     * Most requests of a signed-in person take this path.
     */
    resolveCached(token: string): { user: UserRow | undefined } | undefined {
      sweepNowAndThen();
      return cache.peek(idHashOf(token));
    },

    async end(token: string): Promise<void> {
      const idHash = tokenHash(token);
      cache.forget(idHash);
      await repo.delete(idHash);
      // A request that read the session while the row was being deleted must not keep it.
      cache.forget(idHash);
    },

    /** Signs the person out everywhere, except (optionally) the browser that asked. */
    async endAllOf(userId: number, exceptToken?: string): Promise<void> {
      const keep = exceptToken ? tokenHash(exceptToken) : undefined;
      cache.forgetUser(userId, keep);
      await repo.deleteAllOf(userId, keep);
      cache.forgetUser(userId, keep);
    },

    setCookie(reply: FastifyReply, session: Session) {
      reply.setCookie(SESSION_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        // No Max-Age: a browser-session cookie, gone when the browser closes.
        ...(session.persistent ? { maxAge: PERSISTENT_MS / 1000 } : {}),
      });
    },

    clearCookie(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
      });
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
