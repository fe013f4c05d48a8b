import fsPromises from 'node:fs/promises';
import type { ErrorBody } from '@bazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listings, uploads } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { carAd } from '../../test/http-visitor.ts';
import { jpeg, upload } from '../../test/uploads.ts';
import { diskSpace } from './disk-space.ts';

// A full disk is said plainly: every write that finds no room answers 507 with the same message,
// keeps nothing half-made, and works again once there is room. The disk is filled where the server
// meets it: the file system's writes (ENOSPC) and the database's (SQLSTATE 53100, disk_full).

let t: TestApp;
let seller: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await testApp();
  seller = await signedIn(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const OUT_OF_STORAGE = {
  error: { code: 'out_of_storage', message: 'Bazaar is out of storage; nothing was saved, try again later' },
};

/** The file system refuses every write as a full disk does. */
function fillTheDisk() {
  vi.spyOn(fsPromises, 'writeFile').mockRejectedValue(
    Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 }),
  );
}

/** The database refuses writes to one table as PostgreSQL does when its disk is full. */
async function fillTheDatabase(table: string) {
  await t.database.db.execute(
    sql.raw(`create or replace function refuse_as_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`),
  );
  await t.database.db.execute(
    sql.raw(
      `create trigger disk_full before insert on ${table} for each row execute function refuse_as_disk_full()`,
    ),
  );
  return () => t.database.db.execute(sql.raw(`drop trigger disk_full on ${table}`));
}

describe('a write that finds the disk full', () => {
  it('of a photo answers 507 with the plain message, keeps no row or file, and works once there is room', async () => {
    fillTheDisk();
    const refused = await upload(t, seller.cookie, await jpeg(320, 240));
    expect(refused.statusCode).toBe(507);
    expect(refused.json<ErrorBody>()).toEqual(OUT_OF_STORAGE);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerId, seller.user.id))).toEqual([]);
    vi.restoreAllMocks();
    expect((await upload(t, seller.cookie, await jpeg(320, 240))).statusCode).toBe(201);
  });

  it('of an ad (the database is full) answers 507, adds no ad, and works once there is room', async () => {
    const free = await fillTheDatabase('listings');
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { cookie: seller.cookie },
        payload: carAd('Hyundai Creta SX', 450_000, []),
      });
    const refused = await post();
    expect(refused.statusCode).toBe(507);
    expect(refused.json<ErrorBody>()).toEqual(OUT_OF_STORAGE);
    expect(refused.headers['retry-after']).toBe('60');
    expect(await t.database.db.select().from(listings).where(eq(listings.sellerId, seller.user.id))).toEqual(
      [],
    );
    await free();
    expect((await post()).statusCode).toBe(201);
  });
});

describe('free space under DATA_DIR', () => {
  it('is shown in /metrics, and readiness holds while it is above DISK_FREE_MIN_MB', async () => {
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    const free = Number(/^data_dir_free_bytes (\d+)/m.exec(metrics.body)?.[1]);
    expect(free).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('below DISK_FREE_MIN_MB makes the server not ready, and says why', async () => {
    const full = await testApp({ DISK_FREE_MIN_MB: '1000000' });
    try {
      const ready = await full.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'low_disk' });
    } finally {
      await full.close();
    }
  });

  it('below the threshold is logged once a minute, and not while there is room', async () => {
    vi.useFakeTimers();
    try {
      let bavail = 10;
      const warn = vi.fn();
      const disk = diskSpace({
        dir: '/data',
        minFreeBytes: 100 * 4096,
        log: { warn },
        statfs: async () => ({ bavail, bsize: 4096 }),
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![1]).toMatch(/DATA_DIR is nearly full: 0 MB free/);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(warn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(warn).toHaveBeenCalledTimes(2);
      bavail = 1000;
      await vi.advanceTimersByTimeAsync(60_000 * 3);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(await disk.low()).toBe(false);
      expect(await disk.free()).toBe(1000 * 4096);
      disk.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
