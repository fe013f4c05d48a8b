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
  const repo = legacyRepository(database.db);
  const some = vi.spyOn(repo, 'some');
  const legacy = legacyService(repo, {
    publicUrl: 'http://localhost:3000',
    cacheMs: 60_000,
    answers: new PublicAnswers(60_000),
  });

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
