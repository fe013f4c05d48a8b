import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/schema.ts';
import { testDatabase } from '../../test/database.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { automaticReports } from './automatic-reports.ts';
import { reportsRepository } from './reports-repository.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

const openOf = (listingId: number) =>
  database.db
    .select()
    .from(reports)
    .where(and(eq(reports.listingId, listingId), eq(reports.status, 'open')));

describe('automatic reports', () => {
  it('files a report with no reporter, once while it is open', async () => {
    const seller = await createUser(database.db);
    const copy = await createListing(database.db, seller.id);
    const original = await createListing(database.db, (await createUser(database.db)).id);
    const reporter = automaticReports(database.db);
    const input = {
      listingId: copy.id,
      reason: 'duplicate_photos' as const,
      detail: 'Same 3 photos as another ad',
      relatedListingId: original.id,
    };
    await reporter.file(input);
    await reporter.file(input);
    const open = await openOf(copy.id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      reporterId: null,
      reason: 'duplicate_photos',
      relatedListingId: original.id,
    });

    // Another reason is another report; once closed, the same reason may be filed again.
    await reporter.file({
      listingId: copy.id,
      reason: 'scam_messages',
      detail: 'Asks for an advance',
      subjectUserId: seller.id,
    });
    expect(await openOf(copy.id)).toHaveLength(2);
    await reportsRepository(database.db).resolveOpen(copy.id, 'dismissed');
    await reporter.file(input);
    expect(await openOf(copy.id)).toHaveLength(1);
  });

  it('files inside a transaction, and nothing when it rolls back', async () => {
    const listing = await createListing(database.db, (await createUser(database.db)).id);
    await expect(
      database.db.transaction(async (tx) => {
        await automaticReports(tx).file({ listingId: listing.id, reason: 'scam_messages', detail: 'x' });
        throw new Error('the check failed afterwards');
      }),
    ).rejects.toThrow('the check failed afterwards');
    expect(await openOf(listing.id)).toHaveLength(0);
    await database.db.transaction((tx) =>
      automaticReports(tx).file({ listingId: listing.id, reason: 'scam_messages', detail: 'x' }),
    );
    expect(await openOf(listing.id)).toHaveLength(1);
  });
});
