import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@bazaar/shared';
import type { ChangeFeed } from '../../db/changes.ts';
import type { LiveEvents } from '../../db/live-events.ts';
import type { LiveNotice } from './live-notice.ts';

/** Comment lines keep proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
// A tab that stopped reading (suspended laptop behind a proxy) must not grow our memory forever.
const MAX_BUFFERED_BYTES = 1024 * 1024;
// If LISTEN cannot start (database down), the stream opens anyway; a resync follows when it can.
const LISTEN_WAIT_MS = 2000;

function frame(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * This process's open event streams, by person. One subscription to the database's live channel
 * serves all of them: each notice is parsed once and written to the recipients' streams only.
 */
export function liveHub(events: LiveEvents, opts: { heartbeatMs?: number; changes?: ChangeFeed } = {}) {
  const byUser = new Map<number, Set<ServerResponse>>();
  /** How each stream proves, at every heartbeat, that its session still exists. */
  const checks = new Map<ServerResponse, () => Promise<boolean>>();
  let count = 0;

  function write(res: ServerResponse, chunk: string) {
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      return;
    }
    res.write(chunk);
  }

  function deliver(payload: string) {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      return;
    }
    const { to, ...event } = notice;
    const chunk = frame(event);
    if (event.type === 'resync') {
      for (const streams of byUser.values()) for (const res of streams) write(res, chunk);
      return;
    }
    for (const userId of to ?? []) {
      for (const res of byUser.get(userId) ?? []) write(res, chunk);
    }
  }

  const unsubscribe = events.subscribe(deliver);
  // A stream outlives nothing it was opened with: signed out in another tab, or the password reset,
  // the stream ends at the next heartbeat and the browser's reconnect meets a 401.
  async function endIfSignedOut(res: ServerResponse) {
    const check = checks.get(res);
    if (!check) return;
    const signedIn = await check().catch(() => true); // database away: not a reason to cut people off
    if (!signedIn) res.end();
  }

  // A session ended or its person changed (signed out, reset, suspended, role changed) in any
  // process: that person's streams check at once instead of at the next heartbeat. After the
  // other listeners of the change, so the session is read afresh.
  const stopHearing = opts.changes?.subscribe(({ kind, ids }) => {
    if (kind === 'listings' || kind === 'blocks') return;
    setImmediate(() => {
      for (const [userId, streams] of byUser)
        if (!ids || ids.includes(userId)) for (const res of streams) void endIfSignedOut(res);
    });
  });

  const heartbeat = setInterval(() => {
    for (const streams of byUser.values())
      for (const res of streams) {
        write(res, ': ping\n\n');
        void endIfSignedOut(res);
      }
  }, opts.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Waits (briefly) until this process hears the channel, so nothing sent after the stream opens is missed. */
    async ready() {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        events.listening(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, LISTEN_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    },

    /** Adds a stream; gives the function that removes it. */
    attach(userId: number, res: ServerResponse, stillSignedIn?: () => Promise<boolean>): () => void {
      let streams = byUser.get(userId);
      if (!streams) byUser.set(userId, (streams = new Set()));
      streams.add(res);
      if (stillSignedIn) checks.set(res, stillSignedIn);
      count++;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        count--;
        streams.delete(res);
        checks.delete(res);
        if (!streams.size && byUser.get(userId) === streams) byUser.delete(userId);
      };
    },

    size: () => count,

    /** Ends every stream (the server is shutting down; browsers reconnect elsewhere). */
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      stopHearing?.();
      for (const streams of byUser.values()) for (const res of streams) res.end();
      byUser.clear();
      checks.clear();
      count = 0;
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
