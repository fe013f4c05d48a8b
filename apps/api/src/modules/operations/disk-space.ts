import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

/** How often the free space is checked for the log while the server runs. */
export const DISK_CHECK_MS = 60_000;

export interface DiskSpaceOptions {
  /** DATA_DIR: the embedded database, photos (unless in S3) and the mail outbox. */
  dir: string;
  /** Below this many free bytes the server is not ready (DISK_FREE_MIN_MB). */
  minFreeBytes: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The file system's own answer; a test may stand in for it. */
  statfs?: (dir: string) => Promise<{ bavail: number; bsize: number }>;
  everyMs?: number;
}

export interface DiskSpace {
  /** Bytes free for Bazaar's writes under DATA_DIR; undefined when the file system cannot say. */
  free(): Promise<number | undefined>;
  /** Free space is below the threshold: the readiness check says so and writes may soon fail. */
  low(): Promise<boolean>;
  close(): void;
}

/**
 * Watches the free space under DATA_DIR: readiness and /metrics ask it, and while space is short it
 * says so in the log once per check (once a minute), before writes begin to fail with 507.
 */
export function diskSpace(opts: DiskSpaceOptions): DiskSpace {
  const statfs = opts.statfs ?? ((dir: string) => fs.statfs(dir));
  async function free(): Promise<number | undefined> {
    try {
      const s = await statfs(opts.dir);
      // Blocks free to an unprivileged writer, as the server is one.
      return Number(s.bavail) * Number(s.bsize);
    } catch {
      return undefined;
    }
  }
  async function low(): Promise<boolean> {
    const bytes = await free();
    return bytes !== undefined && bytes < opts.minFreeBytes;
  }
  async function check() {
    const bytes = await free();
    if (bytes !== undefined && bytes < opts.minFreeBytes)
      opts.log.warn(
        { freeBytes: bytes, minFreeBytes: opts.minFreeBytes, dir: opts.dir },
        `DATA_DIR is nearly full: ${Math.floor(bytes / 1048576)} MB free, under the ${Math.floor(opts.minFreeBytes / 1048576)} MB of DISK_FREE_MIN_MB; writes may be refused (507) until space is freed`,
      );
  }
  void check();
  const timer = setInterval(() => void check(), opts.everyMs ?? DISK_CHECK_MS);
  timer.unref();
  return { free, low, close: () => clearInterval(timer) };
}
