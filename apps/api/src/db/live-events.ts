import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Cross-process signals over PostgreSQL LISTEN/NOTIFY: every API process on the same database
 * hears what any of them publishes. Payloads are small JSON strings (ids and recipients; NOTIFY
 * refuses anything near 8000 bytes).
 */
export interface LiveEvents {
  publish(payload: string, channel?: Channel): Promise<void>;
  /**
   * Calls `listener` with every payload published by any process on the channel (live events by
   * default; the database's change announcements on CHANGES_CHANNEL); gives the unsubscribe.
   */
  subscribe(listener: (payload: string) => void, channel?: Channel): () => void;
  /** Resolves once this process is listening (at once if it already is). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'bazaar_live';
/** What the database's triggers announce when a write changes what others see (db/changes.ts). */
export const CHANGES_CHANNEL = 'bazaar_changes';
const CHANNELS = [LIVE_CHANNEL, CHANGES_CHANNEL] as const;
export type Channel = (typeof CHANNELS)[number];

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

/** One fan-out per channel. */
function fanOuts() {
  const byChannel = new Map(CHANNELS.map((c) => [c, fanOut()]));
  return {
    of: (channel: Channel) => byChannel.get(channel)!,
    emitAll: (payload: string) => byChannel.forEach((f) => f.emit(payload)),
    clear: () => byChannel.forEach((f) => f.listeners.clear()),
  };
}

/** PGlite runs in this process; its own listen() hears NOTIFY from any connection to it. */
export function pgliteEvents(client: PGlite): LiveEvents {
  const local = fanOuts();
  let unlisten: Promise<Array<() => Promise<void>>> | undefined;
  const listen = () => (unlisten ??= Promise.all(CHANNELS.map((c) => client.listen(c, local.of(c).emit))));
  return {
    async publish(payload, channel = LIVE_CHANNEL) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe(listener, channel = LIVE_CHANNEL) {
      local.of(channel).listeners.add(listener);
      void listen();
      return () => void local.of(channel).listeners.delete(listener);
    },
    async listening() {
      await listen();
    },
    async close() {
      local.clear();
      if (unlisten && !client.closed)
        await Promise.all((await unlisten).map((stop) => stop().catch(() => {})));
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
  const local = fanOuts();
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
      const channel = CHANNELS.find((c) => c === msg.channel);
      if (channel && msg.payload) local.of(channel).emit(msg.payload);
    });
    try {
      await next.connect();
      for (const channel of CHANNELS) await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      dropCurrent = drop;
      retryMs = RETRY_MIN_MS;
      if (everConnected) local.emitAll(RESYNC_PAYLOAD);
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
    async publish(payload, channel = LIVE_CHANNEL) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe(listener, channel = LIVE_CHANNEL) {
      local.of(channel).listeners.add(listener);
      void connect();
      return () => void local.of(channel).listeners.delete(listener);
    },
    listening() {
      if (client) return Promise.resolve();
      void connect();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      clearInterval(ping);
      local.clear();
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
      for (const w of waiters) w();
      waiters = [];
    },
  };
}
