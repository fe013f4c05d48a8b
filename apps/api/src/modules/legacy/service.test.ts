import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testDatabase } from '../../test/database.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { PublicAnswers } from '../listings/public-answers.ts';
import { legacyRepository } from './repository.ts';
import { legacyService } from './service.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

/** The service over a repository whose `some` is watched; ads are kept five times `cacheMs`. */
function watchedService(cacheMs: number) {
  const repo = legacyRepository(database.db);
  const some = vi.spyOn(repo, 'some');
  const legacy = legacyService(repo, {
    publicUrl: 'http://localhost:3000',
    cacheMs,
    answers: new PublicAnswers(cacheMs),
    listMax: 1000,
  });
  return { legacy, some };
}

it('reads the ads asked for at once with one query per collection, each its own answer', async () => {
  const seller = await createUser(database.db);
  const cars = await Promise.all(
    ['Swift', 'Nexon', 'Creta'].map((model) => createListing(database.db, seller.id, { model })),
  );
  const sold = await createListing(database.db, seller.id, { model: 'Punch', status: 'sold' });
  const phone = await createListing(database.db, seller.id, {
    category: 'mobile-phones',
    brand: 'Samsung',
    model: 'Galaxy S21',
  });
  const { legacy, some } = watchedService(60_000);

  const asked = [...cars.map((c) => c.id), sold.id, phone.id, 999_999];
  const answers = await Promise.all(asked.map((id) => legacy.one('cars', String(id))));
  const models = answers.map((a) => (a === null ? null : (JSON.parse(a) as { model: string }).model));
  // A sold ad, another collection's ad and an id no ad has are json-server's 404.
  expect(models).toEqual(['Swift', 'Nexon', 'Creta', null, null, null]);
  expect(some).toHaveBeenCalledTimes(1);

  // The phone in its own collection, a query of its own.
  const mobile = await legacy.one('mobile', String(phone.id));
  expect((JSON.parse(mobile!) as { model: string }).model).toBe('Galaxy S21');
  expect(some).toHaveBeenCalledTimes(2);
});

it('renews kept ads asked for a few moments apart with one query, serving the kept ones meanwhile', async () => {
  const seller = await createUser(database.db);
  const cars = await Promise.all(
    ['Alto', 'Brezza', 'City'].map((model) => createListing(database.db, seller.id, { model })),
  );
  // Ads are kept five times a list's 20 ms.
  const { legacy, some } = watchedService(20);
  const ids = cars.map((c) => String(c.id));
  const first = await Promise.all(ids.map((id) => legacy.one('cars', id)));
  expect(some).toHaveBeenCalledTimes(1);

  await new Promise((r) => setTimeout(r, 120));
  // Due for renewal, asked for in three turns of the event loop: each gets its kept answer at once.
  const during: Array<string | null> = [];
  for (const id of ids) {
    during.push(await legacy.one('cars', id));
    await new Promise((r) => setImmediate(r));
  }
  expect(during).toEqual(first);
  // And so does the lane while the renewal runs.
  expect(ids.map((id) => legacy.oneAtHand('cars', id))).toEqual(first);
  await vi.waitFor(() => expect(some).toHaveBeenCalledTimes(2));
  expect(some.mock.calls[1]![1]).toEqual(cars.map((c) => c.id));
});
