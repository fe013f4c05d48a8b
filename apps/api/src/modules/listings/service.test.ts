import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { NotFound } from '../../lib/errors.ts';
import { testDatabase } from '../../test/database.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { searchRepository } from '../search/repository.ts';
import { searchService } from '../search/service.ts';
import { listingsRepository } from './repository.ts';
import { listingsService } from './service.ts';
import { ViewCounter } from './view-counter.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

it('reads the public ads asked for at once with one query for the ads and one for their photos', async () => {
  const seller = await createUser(database.db);
  const ads = await Promise.all(
    ['Swift', 'Nexon', 'Creta'].map((model) => createListing(database.db, seller.id, { model })),
  );
  const held = await createListing(database.db, seller.id, { model: 'Punch', status: 'held' });
  const repo = listingsRepository(database.db);
  const rows = vi.spyOn(repo, 'findManyVisible');
  const photos = vi.spyOn(repo, 'photosOf');
  const views = new ViewCounter(async () => {}, 60_000);
  const service = listingsService(repo, searchService(searchRepository(database.db)), views);

  const asked = [...ads.map((a) => a.id), held.id, 999_999];
  const read = await Promise.allSettled(asked.map((id) => service.read(id)));
  const models = read.map((r) => (r.status === 'fulfilled' ? r.value.model : (r.reason as NotFound).status));
  // A held ad and an id no ad has are not found for the public, each on its own.
  expect(models).toEqual(['Swift', 'Nexon', 'Creta', 404, 404]);
  expect(rows).toHaveBeenCalledTimes(1);
  expect(photos).toHaveBeenCalledTimes(1);

  // Its seller still sees the held ad, read apart.
  await expect(service.read(held.id, { id: seller.id, role: null })).resolves.toMatchObject({
    model: 'Punch',
  });
  expect(rows).toHaveBeenCalledTimes(1);
  await views.close();
});

it('renews kept ad pages asked for a few moments apart with one query for them all', async () => {
  const seller = await createUser(database.db);
  const ads = await Promise.all(
    ['Alto', 'Brezza', 'City'].map((model) => createListing(database.db, seller.id, { model })),
  );
  const repo = listingsRepository(database.db);
  const rows = vi.spyOn(repo, 'findManyVisible');
  const views = new ViewCounter(async () => {}, 60_000);
  const service = listingsService(repo, searchService(searchRepository(database.db)), views);

  const renewed: Array<Promise<{ model: string | null }>> = [];
  for (const ad of ads) {
    renewed.push(service.readPublic(ad.id, true));
    await new Promise((r) => setImmediate(r));
  }
  expect((await Promise.all(renewed)).map((ad) => ad.model)).toEqual(['Alto', 'Brezza', 'City']);
  expect(rows).toHaveBeenCalledTimes(1);
  await views.close();
});
