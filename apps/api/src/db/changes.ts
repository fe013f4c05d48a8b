import { randomUUID } from 'node:crypto';
import { CHANGES_CHANNEL, RESYNC_PAYLOAD, type LiveEvents } from './live-events.ts';

/**
 * What a committed write changed, as the database's triggers announce it (migrations 0012, 0021,
 * 0024): ads (their seen fields or photos), people (what others see of them: name, member since,
 * suspension, badges, ratings), accounts (what only their sessions carry: e-mail, password, role),
 * ended sessions (whose), blocks (both people). `ids: null` means any of that kind may have changed.
 */
export interface Change {
  kind: 'listings' | 'people' | 'accounts' | 'sessions' | 'blocks';
  ids: number[] | null;
}

/** How long a request that wrote waits to hear its changes before it answers anyway (channel down). */
const HEARD_WAIT_MS = 500;

const KINDS: ReadonlyArray<Change['kind']> = ['listings', 'people', 'accounts', 'sessions', 'blocks'];

/** After the channel was lost, anything may have changed meanwhile. */
const EVERYTHING: Change[] = KINDS.map((kind) => ({ kind, ids: null }));

function read(payload: string): Change[] {
  if (payload === RESYNC_PAYLOAD) return EVERYTHING;
  try {
    const change = JSON.parse(payload) as Partial<Change>;
    if (change.kind && KINDS.includes(change.kind))
      return [{ kind: change.kind, ids: Array.isArray(change.ids) ? change.ids.map(Number) : null }];
  } catch {
    // Not a change (a barrier of this process, or garbage): nothing to drop.
  }
  return [];
}

/**
 * The changes every process hears, on the LISTEN connection it already has. Caches subscribe and
 * drop what a change names; `heard` lets a request that wrote wait until this process has heard
 * its own changes, so the person who made a change sees it on their very next request.
 */
export class ChangeFeed {
  private readonly listeners = new Set<(change: Change) => void>();
  private readonly barriers = new Map<string, () => void>();
  private readonly stop: () => void;

  constructor(private readonly events: LiveEvents) {
    this.stop = events.subscribe((payload) => {
      const barrier = this.barriers.get(payload);
      if (barrier) return barrier();
      for (const change of read(payload)) for (const listener of this.listeners) listener(change);
    }, CHANGES_CHANNEL);
  }

  /** Calls `listener` with every change any process commits; gives the unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * Resolves once this process has heard every change committed before the call: a listener hears
   * notifications in commit order, so a marker sent now arrives after them.
   */
  async heard(): Promise<void> {
    const marker = `heard:${randomUUID()}`;
    const arrived = new Promise<void>((resolve) => this.barriers.set(marker, resolve));
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, HEARD_WAIT_MS)));
    try {
      await this.events.publish(marker, CHANGES_CHANNEL);
      await Promise.race([arrived, gaveUp]);
    } catch {
      // The database is away: the request's own answer says so; there is nothing to hear.
    } finally {
      clearTimeout(timer);
      this.barriers.delete(marker);
    }
  }

  close(): void {
    this.stop();
    this.listeners.clear();
    for (const resolve of this.barriers.values()) resolve();
  }
}

/** Which keys of a cache a change makes wrong: these, every one, or none. */
export type Drops = readonly string[] | 'all' | 'none';

/** Keeps `cache` true to the database: each change drops the keys `drops` names (until the feed closes). */
export function dropOnChange(
  feed: ChangeFeed,
  cache: { delete(key: string): void; clear(): void },
  drops: (change: Change) => Drops,
): () => void {
  return feed.subscribe((change) => {
    const keys = drops(change);
    if (keys === 'all') cache.clear();
    else if (keys !== 'none') for (const key of keys) cache.delete(key);
  });
}

/**
 * For answers made of public ads: an ad's change drops its own answers (`keysOf` its id) and
 * every list; a person's change (suspended, renamed) may show in any of their ads, so all go.
 */
export const publicAdDrops =
  (keysOf?: (listingId: number) => readonly string[]) =>
  (change: Change): Drops => {
    if (change.kind === 'people') return 'all';
    if (change.kind !== 'listings') return 'none';
    if (!keysOf) return 'all';
    return change.ids ? change.ids.flatMap(keysOf) : 'all';
  };
