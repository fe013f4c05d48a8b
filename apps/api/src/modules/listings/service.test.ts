import { afterAll, beforeAll, expect, it } from 'vitest';
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

it('reads public ads for everyone and a held one for its seller only', async () => {
  const seller = await createUser(database.db);
  const ads = await Promise.all(
    ['Swift', 'Nexon', 'Creta'].map((model) => createListing(database.db, seller.id, { model })),
  );
  const held = await createListing(database.db, seller.id, { model: 'Punch', status: 'held' });
  const repo = listingsRepository(database.db);
  const views = new ViewCounter(async () => {}, 60_000);
  const service = listingsService(repo, searchService(searchRepository(database.db)), views);

  const asked = [...ads.map((a) => a.id), held.id, 999_999];
  const read = await Promise.allSettled(asked.map((id) => service.read(id)));
  const models = read.map((r) => (r.status === 'fulfilled' ? r.value.model : (r.reason as NotFound).status));
  // A held ad and an id no ad has are not found for the public, each on its own.
  expect(models).toEqual(['Swift', 'Nexon', 'Creta', 404, 404]);

  // Its seller still sees the held ad, read apart.
  await expect(service.read(held.id, { id: seller.id, role: null })).resolves.toMatchObject({
    model: 'Punch',
  });
  await views.close();
});
