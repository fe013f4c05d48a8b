import type { TestApp } from './app.ts';
import { signedIn } from './auth.ts';
import { createListing } from './factories.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let network = 0;

/**
 * A person whose reports count toward a hold: a confirmed account two days old with an ad of its
 * own, signed in from a network no one else in the test uses (`address`, for `remoteAddress`).
 */
export async function personWithStanding(t: TestApp, name = 'Reporter with standing') {
  const person = await signedIn(t, { name, createdAt: new Date(Date.now() - 2 * DAY_MS) });
  await createListing(t.database.db, person.user.id);
  network += 1;
  return { ...person, address: `10.${(network >> 8) & 255}.${network & 255}.20` };
}

/** Reports an ad as this person from this address; gives the status. */
export async function reportFrom(
  t: TestApp,
  person: { cookie: string; address: string },
  listingId: number,
  reason = 'fraud_scam',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/report`,
    headers: { cookie: person.cookie },
    remoteAddress: person.address,
    payload: { reason },
  });
  return res.statusCode;
}
