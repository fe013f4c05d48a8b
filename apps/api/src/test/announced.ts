import { randomUUID } from 'node:crypto';
import type { Change } from '../db/changes.ts';
import type { Database } from '../db/client.ts';
import { CHANGES_CHANNEL } from '../db/live-events.ts';

/**
 * The ids of `kind` whose change `write` announced (-1 for "every one"): everything heard on the
 * channel between a marker sent before the write and one sent after it (notifications arrive in
 * commit order, so what was committed before the first marker comes before it, and nothing of the
 * write after the second).
 */
export async function announced(
  database: Database,
  kind: Change['kind'],
  write: () => Promise<unknown>,
): Promise<number[]> {
  const [start, end] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
  const ids: number[] = [];
  let recording = false;
  const arrived = { start: () => {}, end: () => {} };
  const started = new Promise<void>((resolve) => (arrived.start = resolve));
  const ended = new Promise<void>((resolve) => (arrived.end = resolve));
  const stop = database.events.subscribe((payload) => {
    if (payload === start) return void ((recording = true), arrived.start());
    if (payload === end) return arrived.end();
    const change = JSON.parse(payload) as { kind: string; ids: number[] | null };
    if (recording && change.kind === kind) ids.push(...(change.ids ?? [-1]));
  }, CHANGES_CHANNEL);
  try {
    await database.events.publish(start, CHANGES_CHANNEL);
    await started;
    await write();
    await database.events.publish(end, CHANGES_CHANNEL);
    await ended;
  } finally {
    stop();
  }
  return ids;
}
