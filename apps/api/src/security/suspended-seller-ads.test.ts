import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInStaff } from '../modules/moderation/test-staff.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing } from '../test/factories.ts';
import { as } from '../test/social.ts';

// Ad pages open to visitors too, so both a visitor and a signed-in stranger are asked.
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ OPEN_AD_PAGES: 'true' });
});
afterAll(() => t.close());

const anonymous = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
  return { status: res.statusCode, code: res.json().error?.code as string | undefined };
};

it('a suspended seller’s ads, ended or not, are not found by anyone but operators', async () => {
  const seller = await signedIn(t, { name: 'Sunil Suspended' });
  const stranger = as(t, (await signedIn(t, { name: 'Chitra Stranger' })).cookie);
  const operator = await signedInStaff(t, 'operator');
  const live = await createListing(t.database.db, seller.user.id);
  const ended = await createListing(t.database.db, seller.user.id, { status: 'expired' });
  // Before: an ended ad tells visitors it ended.
  expect(await anonymous(ended.id)).toEqual({ status: 410, code: 'ad_ended' });

  const suspended = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${seller.user.id}/suspend`,
    headers: { cookie: operator.cookie },
    payload: { reason: 'Fraud' },
  });
  expect(suspended.statusCode).toBe(200);

  for (const ad of [live, ended]) {
    expect(await anonymous(ad.id)).toEqual({ status: 404, code: 'not_found' });
    const seen = await stranger.get(`/api/listings/${ad.id}`);
    expect([seen.status, seen.body.error?.code]).toEqual([404, 'not_found']);
  }
  // Operators still open both, as they are.
  const byOperator = as(t, operator.cookie);
  expect((await byOperator.get(`/api/listings/${live.id}`)).body.status).toBe('suspended');
  expect((await byOperator.get(`/api/listings/${ended.id}`)).body.status).toBe('expired');
});
