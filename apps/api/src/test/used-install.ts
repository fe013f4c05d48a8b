import type { Db } from '../db/client.ts';
import { generateListings, generateUsers } from '../db/seed/generate.ts';
import { insertListings, insertUsers } from '../db/seed/insert.ts';
import { createUser } from './factories.ts';

/**
 * An install in use: the demo generator's people and ads (without their photos, which take long to
 * draw), and someone who signed up. Migrations and imports are tried on this, not only on an empty
 * database.
 */
export async function seedUsedInstall(db: Db, ads = 300): Promise<{ sellerIds: number[]; adIds: number[] }> {
  const now = new Date();
  const people = generateUsers(40, 2006);
  const sellerIds = await insertUsers(db, people, now);
  const adIds = await insertListings(
    db,
    [...generateListings({ count: ads, userCount: people.length, seed: 2006, now })],
    sellerIds,
  );
  await createUser(db, { name: 'Someone Who Signed Up', email: 'signed.up@example.in' });
  return { sellerIds, adIds };
}
