import type { MyListing, MyListings } from '@bazaar/shared';
import type { Page } from 'playwright-core';

/** The first active ad of whoever the page's browser is signed in as, as My Ads lists it. */
export async function firstActiveAd(page: Page, baseUrl: string): Promise<MyListing> {
  const mine = await page.request.get(`${baseUrl}/api/me/listings`);
  return ((await mine.json()) as MyListings).items.find((a) => a.status === 'active')!;
}
