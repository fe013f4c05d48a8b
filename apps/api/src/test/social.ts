import type { TestApp } from './app.ts';
import { signedIn } from './auth.ts';
import { createListing } from './factories.ts';

/** A seller with an ad, a buyer and a third person who has nothing to do with either. */
export async function sellerBuyerStranger(t: TestApp) {
  const seller = await signedIn(t, { name: 'Asha Seller' });
  const buyer = await signedIn(t, { name: 'Bilal Buyer' });
  const stranger = await signedIn(t, { name: 'Chitra Stranger' });
  const listing = await createListing(t.database.db, seller.user.id, { price: 450_000 });
  return { seller, buyer, stranger, listing };
}

/** `app.inject` as a signed-in person: JSON in, status and JSON out. */
export function as(t: TestApp, cookie: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { cookie }, payload });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as any) : undefined }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: object) => call('POST', url, payload),
    put: (url: string, payload?: object) => call('PUT', url, payload),
    patch: (url: string, payload?: object) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
