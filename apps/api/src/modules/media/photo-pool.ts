import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pool as workerPool } from 'workerpool';
import { PHOTO_POOL_DEFAULTS, type PhotoPoolSettings } from '../../config.ts';
import { Invalid } from '../../lib/errors.ts';
import type { PhotoHashes } from './photo-hash.ts';
import type { PreparedPhoto } from './prepare.ts';

/** Raised when the waiting line is full: the caller answers "busy" instead of queueing more. */
export class PoolFull extends Error {
  constructor() {
    super('The photo pool is full');
  }
}

/** An upload made into its stored variants and hashes by a worker. */
export interface PreparedUpload {
  prepared: PreparedPhoto;
  hashes: PhotoHashes;
}

/** A worker's answer for a file that is not a photo it can read: the person's words for it. */
export interface Refusal {
  refused: { message: string; fields?: Record<string, string> };
}

const WORKER = fileURLToPath(new URL('./photo-worker.ts', import.meta.url));
// Workers run the TypeScript sources as the server does, whatever loader started this process.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const asBuffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/**
 * Where every photo is decoded, checked, resized and hashed: worker processes (workerpool) at the
 * lowest CPU priority, at most `workers` photos at once and `queue` waiting. The main thread only
 * hands bytes over and back, so people's requests never wait behind libvips for a core.
 */
export function photoPool(settings: PhotoPoolSettings = PHOTO_POOL_DEFAULTS) {
  const workers = workerPool(WORKER, {
    workerType: 'process',
    maxWorkers: settings.workers,
    // Buffers and bigints cross as they are, not as JSON.
    forkOpts: { serialization: 'advanced', execArgv: ['--import', TSX] },
  });

  /** Every worker making a photo and the waiting line full. */
  function full(): boolean {
    const { activeTasks, pendingTasks } = workers.stats();
    return activeTasks >= settings.workers && pendingTasks >= settings.queue;
  }

  function exec<T>(method: 'prepareUpload' | 'hashStored', input: Buffer): Promise<T> {
    // Checked here rather than by workerpool's maxQueueSize, which takes 0 for "no limit".
    if (full()) return Promise.reject(new PoolFull());
    return workers.exec(method, [input]) as Promise<T>;
  }

  return {
    /** Whether a photo given now would be refused (PoolFull): asked before an upload is read. */
    full,
    /** The variants and hashes of an uploaded photo; Invalid when it is not one. */
    async prepareUpload(input: Buffer): Promise<PreparedUpload> {
      const made = await exec<PreparedUpload | Refusal>('prepareUpload', input);
      if ('refused' in made) throw new Invalid(made.refused.message, made.refused.fields);
      const { prepared, hashes } = made;
      return {
        prepared: { ...prepared, files: prepared.files.map((f) => ({ ...f, data: asBuffer(f.data) })) },
        hashes,
      };
    },
    /** The hashes of a stored photo (its full-size variant). */
    hashStored(bytes: Buffer): Promise<PhotoHashes> {
      return exec('hashStored', bytes);
    },
    /** Photos being made and waiting now. */
    stats(): { running: number; waiting: number } {
      const s = workers.stats();
      return { running: s.activeTasks, waiting: s.pendingTasks };
    },
    /**
     * Ends the workers at once. The app closes it after the last request is answered; a photo of the
     * hash backfill cut short is done again by the next run (its step stays leased).
     */
    async close(): Promise<void> {
      await workers.terminate(true);
    },
  };
}

export type PhotoPool = ReturnType<typeof photoPool>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The photo worker pool of this app (app.ts). */
    photos: PhotoPool;
  }
}
