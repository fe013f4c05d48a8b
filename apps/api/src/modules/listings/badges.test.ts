import type { ListingDetail, ListingsPage } from '@bazaar/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

it('puts on a card only the badges its seller vouched for', async () => {
  const { user, cookie } = await signedIn(t);
  const both = await createListing(t.database.db, user.id, {
    attributes: { warranty: 'Yes', documentTransfer: 'Yes' },
  });
  const papers = await createListing(t.database.db, user.id, {
    attributes: { warranty: 'No', documentTransfer: 'Yes' },
  });
  const silent = await createListing(t.database.db, user.id);

  const page = (
    await t.app.inject({ method: 'GET', url: '/api/listings?category=cars' })
  ).json() as ListingsPage;
  const badges = (id: number) => {
    const card = page.items.find((c) => c.id === id)!;
    return { warranty: card.warranty, documentTransfer: card.documentTransfer };
  };
  expect(badges(both.id)).toEqual({ warranty: true, documentTransfer: true });
  expect(badges(papers.id)).toEqual({ warranty: false, documentTransfer: true });
  expect(badges(silent.id)).toEqual({ warranty: false, documentTransfer: false });

  const ad = (
    await t.app.inject({ method: 'GET', url: `/api/listings/${both.id}`, headers: { cookie } })
  ).json() as ListingDetail;
  expect(ad).toMatchObject({ warranty: true, documentTransfer: true });
});
