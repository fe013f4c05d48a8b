import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announced } from '../test/announced.ts';
import { testDatabase } from '../test/database.ts';
import { createListing, createUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import { deals, listingPhotos, ratings, users, verifiedPhones } from './schema.ts';

// What others see of a person (name, badges, rating) is announced as 'people', which empties
// every public answer; what only their sessions carry (e-mail, password, role) as 'accounts',
// which drops only their sessions and streams.

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await database.events.listening();
});
afterAll(() => database.close());

const people = (write: () => Promise<unknown>) => announced(database, 'people', write);
const accounts = (write: () => Promise<unknown>) => announced(database, 'accounts', write);

describe('a person’s own row', () => {
  it('announces a new password, e-mail or role to their sessions only', async () => {
    const user = await createUser(database.db, { passwordHash: 'old-hash' });
    const set = (values: Partial<typeof users.$inferInsert>) => () =>
      database.db.update(users).set(values).where(eq(users.id, user.id));
    const changes: [string, Partial<typeof users.$inferInsert>, Partial<typeof users.$inferInsert>][] = [
      ['password', { passwordHash: 'new-hash' }, { passwordHash: 'third-hash' }],
      ['e-mail', { email: `moved-${user.id}@example.in` }, { email: `again-${user.id}@example.in` }],
      ['role', { role: 'operator' }, { role: 'admin' }],
    ];
    for (const [what, first, second] of changes) {
      expect(await people(set(first)), what).toEqual([]);
      expect(await accounts(set(second)), what).toEqual([user.id]);
    }
  });

  it('announces to everyone what shows: the name, the suspension, a first password (the badge)', async () => {
    const user = await createUser(database.db, { passwordHash: null });
    const set = (values: Partial<typeof users.$inferInsert>) => () =>
      database.db.update(users).set(values).where(eq(users.id, user.id));
    expect(await people(set({ name: 'Renamed Person' }))).toEqual([user.id]);
    expect(await people(set({ passwordHash: 'first-hash' }))).toEqual([user.id]);
    expect(await people(set({ suspendedAt: new Date() }))).toEqual([user.id]);
  });
});

describe('ratings and verified numbers', () => {
  it('announce the rated person when a shown rating comes, changes its stars or is hidden', async () => {
    const seller = await createUser(database.db);
    const buyer = await createUser(database.db);
    const ad = await createListing(database.db, seller.id, { status: 'sold' });
    const [deal] = await database.db
      .insert(deals)
      .values({ listingId: ad.id, sellerId: seller.id, buyerId: buyer.id })
      .returning();
    let ratingId = 0;
    expect(
      await people(async () => {
        const [row] = await database.db
          .insert(ratings)
          .values({ dealId: deal!.id, raterId: buyer.id, ratedId: seller.id, raterRole: 'buyer', stars: 5 })
          .returning();
        ratingId = row!.id;
      }),
    ).toEqual([seller.id]);
    const set = (values: Partial<typeof ratings.$inferInsert>) => () =>
      database.db.update(ratings).set(values).where(eq(ratings.id, ratingId));
    expect(await people(set({ stars: 3 }))).toEqual([seller.id]);
    expect(await people(set({ replyText: 'Thank you', repliedAt: new Date() }))).toEqual([]);
    expect(await people(set({ hiddenAt: new Date(), hiddenReason: 'abusive' }))).toEqual([seller.id]);

    // The buyer verifies a number: their badge, and their rating of the seller weighs more.
    expect(
      (
        await people(() =>
          database.db.insert(verifiedPhones).values({ userId: buyer.id, phone: '+919812345678' }),
        )
      ).sort(),
    ).toEqual([seller.id, buyer.id].sort());
    expect(
      (
        await people(() => database.db.delete(verifiedPhones).where(eq(verifiedPhones.userId, buyer.id)))
      ).sort(),
    ).toEqual([seller.id, buyer.id].sort());
  });
});

describe('an ad’s photos', () => {
  it('are announced when what is drawn changes, not on an update that changes nothing seen', async () => {
    const seller = await createUser(database.db);
    const ad = await createListing(database.db, seller.id);
    const photo = {
      listingId: ad.id,
      key: `k-${ad.id}`,
      cardWidth: 400,
      cardHeight: 300,
      fullWidth: 1600,
      fullHeight: 1200,
    };
    const ads = (write: () => Promise<unknown>) => announced(database, 'listings', write);
    expect(await ads(() => database.db.insert(listingPhotos).values({ ...photo, position: 0 }))).toEqual([
      ad.id,
    ]);
    expect(
      await ads(() =>
        database.db.execute(sql`update listing_photos set position = position where listing_id = ${ad.id}`),
      ),
    ).toEqual([]);
    expect(
      await ads(() =>
        database.db.update(listingPhotos).set({ position: 1 }).where(eq(listingPhotos.listingId, ad.id)),
      ),
    ).toEqual([ad.id]);
  });
});
