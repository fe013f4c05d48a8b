import type { FastifyReply } from 'fastify';
import type { Change, ChangeFeed } from '../../db/changes.ts';
import { AnswerCache, type CacheBook } from '../../lib/answer-cache.ts';
import { randomToken, tokenHash } from '../../lib/tokens.ts';
import type { UserRow } from './repository.ts';
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
/** The byte budget of remembered sessions, per process: a person's row is a few hundred bytes. */
const SESSIONS_MAX_BYTES = 4 * 1024 * 1024;
/**
 * How long this process reuses a session it looked up (a signed-in page makes several calls at
 * once). Ending a session, or changing its person, is announced (db/changes.ts) and drops it at once.
 */
export const SESSION_CACHE_MS = 2000;

/** A looked-up session: its person, or null when there is no such session. */
interface Known {
  user: UserRow | null;
}

/** The people whose remembered sessions a change makes wrong: ended, or the person changed. */
const peopleIn = (change: Change): Set<number> | 'all' | undefined => {
  if (change.kind === 'listings' || change.kind === 'blocks') return undefined;
  return change.ids ? new Set(change.ids) : 'all';
};

export interface Session {
  token: string;
  persistent: boolean;
  expiresAt: Date;
}

export function sessionStore(
  repo: SessionsRepository,
  opts: {
    secureCookies: boolean;
    cacheMs?: number;
    changes: Pick<ChangeFeed, 'subscribe'>;
    book?: CacheBook;
  },
) {
  const cache = new AnswerCache<Known>({
    name: 'sessions',
    ttlMs: opts.cacheMs ?? SESSION_CACHE_MS,
    maxBytes: SESSIONS_MAX_BYTES,
    sizeOf: ({ user }) => (user ? JSON.stringify(user).length : 8),
    book: opts.book,
  });
  const stopHearing = opts.changes.subscribe((change) => {
    const people = peopleIn(change);
    if (people === 'all') cache.clear();
    else if (people) cache.deleteWhere(({ user }) => user !== null && people.has(user.id));
  });
  let lastSweep = -Infinity;

  async function lookUp(idHash: string): Promise<Known> {
    const found = await repo.findLive(idHash);
    if (!found) return { user: null };
    const { session } = found;
    if (!session.persistent && Date.now() + IDLE_MS - session.expiresAt.getTime() > SLIDE_EVERY_MS)
      await repo.extend(idHash, new Date(Date.now() + IDLE_MS));
    return { user: found.user };
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

    /** The person a cookie belongs to, or null; slides the idle expiry of browser sessions. */
    async resolve(token: string): Promise<UserRow | null> {
      sweepNowAndThen();
      const idHash = tokenHash(token);
      return (await cache.get(idHash, () => lookUp(idHash))).user;
    },

    /** Ends one session; every process forgets it when the deletion is announced. */
    async end(token: string): Promise<void> {
      await repo.delete(tokenHash(token));
    },

    /** Signs the person out everywhere, except (optionally) the browser that asked. */
    async endAllOf(userId: number, exceptToken?: string): Promise<void> {
      await repo.deleteAllOf(userId, exceptToken ? tokenHash(exceptToken) : undefined);
    },

    close(): void {
      stopHearing();
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
