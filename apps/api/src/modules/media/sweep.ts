import type { FastifyBaseLogger } from 'fastify';
import type { PhotoStore } from './store.ts';
import type { UploadsRepository } from './uploads-repository.ts';
import { cardFile, fullFile } from './urls.ts';

/** A draft's photos wait this long for their ad; after that nobody is coming back for them. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * An ad takes drafts younger than this. The hour between it and the TTL keeps an ad from taking a
 * draft whose files the sweep (in any process, whatever its clock) is removing.
 */
export const UPLOAD_USABLE_MS = UPLOAD_TTL_MS - 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep soon after start: what a crash left behind should not wait an hour. */
const FIRST_SWEEP_MS = 60 * 1000;
const SWEEP_BATCH = 500;

/** Photos an ad let go of are dated here: already past the TTL, so no ad can take them again. */
export const LET_GO = new Date(0);

export async function removePhotoFiles(store: PhotoStore, keys: string[]): Promise<void> {
  await Promise.all(keys.flatMap((key) => [store.remove(cardFile(key)), store.remove(fullFile(key))]));
}

/**
 * Deletes uploads no ad uses that are older than the TTL: files first, then rows, so a crash
 * between the two leaves rows the next sweep finishes. Several processes sweeping at once only
 * remove the same files twice.
 */
export async function sweepUploads(
  repo: Pick<UploadsRepository, 'unattachedKeys' | 'deleteDetached'>,
  store: PhotoStore,
  now = new Date(),
): Promise<number> {
  const olderThan = new Date(now.getTime() - UPLOAD_TTL_MS);
  let removed = 0;
  // Bounded, in case rows refused to go: the next sweep carries on.
  for (let batch = 0; batch < 100; batch++) {
    const keys = await repo.unattachedKeys(olderThan, SWEEP_BATCH);
    await removePhotoFiles(store, keys);
    await repo.deleteDetached(keys);
    removed += keys.length;
    if (keys.length < SWEEP_BATCH) break;
  }
  return removed;
}

/** Runs the sweep every hour in the background; stops with the server. */
export function scheduleSweep(
  repo: UploadsRepository,
  store: PhotoStore,
  log: FastifyBaseLogger,
): { stop(): void } {
  const sweep = () =>
    sweepUploads(repo, store)
      .then((n) => n > 0 && log.info({ removed: n }, 'swept unattached uploads'))
      .catch((err: unknown) => log.warn({ err }, 'upload sweep failed'));
  const first = setTimeout(sweep, FIRST_SWEEP_MS);
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
