import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Cross-process signals over PostgreSQL LISTEN/NOTIFY: every API process on the same database
 * hears what any of them publishes. Payloads are small JSON strings (ids and recipients; NOTIFY
 * refuses anything near 8000 bytes).
 */
export interface LiveEvents {
  publish(payload: string): Promise<void>;
  /** Calls `listener` with every payload published by any process; gives the unsubscribe. */
  subscribe(listener: (payload: string) => void): () => void;
  /** Resolves once this process is listening (at once if it already is). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'bazaar_live';

/** Told to local listeners after the LISTEN connection came back: whatever was sent meanwhile is lost. */
export const RESYNC_PAYLOAD = JSON.stringify({ type: 'resync', to: [] });

function fanOut() {
  const listeners = new Set<(payload: string) => void>();
  return {
    listeners,
    emit(payload: string) {
      for (const l of listeners) {
        try {
          l(payload);
        } catch {
          // One broken listener must not keep the others from hearing.
        }
      }
    },
  };
}

/** PGlite runs in this process; its own listen() hears NOTIFY from any connection to it. */
export function pgliteEvents(client: PGlite): LiveEvents {
  const local = fanOut();
  let unlisten: Promise<() => Promise<void>> | undefined;
  return {
    async publish(payload) {
      await client.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    subscribe(listener) {
      local.listeners.add(listener);
      unlisten ??= client.listen(LIVE_CHANNEL, local.emit);
      return () => void local.listeners.delete(listener);
    },
    async listening() {
      unlisten ??= client.listen(LIVE_CHANNEL, local.emit);
      await unlisten;
    },
    async close() {
      local.listeners.clear();
      if (unlisten && !client.closed) await (await unlisten)().catch(() => {});
    },
  };
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;
// A connection can die silently (network gone, no reset): a periodic query finds out.
const PING_EVERY_MS = 15_000;
const PING_TIMEOUT_MS = 5000;

/**
 * PostgreSQL: NOTIFY through the pool; LISTEN on one dedicated connection (a pooled one would be
 * handed to other queries). When that connection drops (database restart, network), it is opened
 * again with backoff until it works, and local listeners are told to resynchronise.
 */
export function postgresEvents(url: string, pool: pg.Pool): LiveEvents {
  const local = fanOut();
  let client: pg.Client | undefined;
  let connecting = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let everConnected = false;
  let waiters: (() => void)[] = [];
  let dropCurrent: (() => void) | undefined;
  const ping = setInterval(() => {
    const drop = dropCurrent;
    client?.query('select 1').catch(() => drop?.());
  }, PING_EVERY_MS);
  ping.unref();

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect() {
    if (closed || connecting || client) return;
    connecting = true;
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 2000,
      query_timeout: PING_TIMEOUT_MS,
      keepAlive: true,
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (msg) => {
      if (msg.channel === LIVE_CHANNEL && msg.payload) local.emit(msg.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      dropCurrent = drop;
      retryMs = RETRY_MIN_MS;
      if (everConnected) local.emit(RESYNC_PAYLOAD);
      everConnected = true;
      for (const w of waiters) w();
      waiters = [];
    } catch {
      drop();
    } finally {
      connecting = false;
    }
  }

  return {
    async publish(payload) {
      await pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    subscribe(listener) {
      local.listeners.add(listener);
      void connect();
      return () => void local.listeners.delete(listener);
    },
    listening() {
      if (client) return Promise.resolve();
      void connect();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      clearInterval(ping);
      local.listeners.clear();
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
      for (const w of waiters) w();
      waiters = [];
    },
  };
}
