import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInStaff } from '../modules/moderation/test-staff.ts';
import { testApp, type TestApp } from '../test/app.ts';

// Sessions kept a minute: only the announced change can take the role away sooner.
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ SESSION_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const staffMe = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });

it('a revoked operator loses the console on their very next request', async () => {
  const admin = await signedInStaff(t, 'admin', 'Asha Admin');
  const operator = await signedInStaff(t, 'operator', 'Olga Operator');
  expect((await staffMe(operator.cookie)).statusCode).toBe(200);

  const revoked = await t.app.inject({
    method: 'POST',
    url: '/api/admin/operators/revoke',
    headers: { cookie: admin.cookie },
    payload: { email: operator.user.email, reason: 'Left the team' },
  });
  expect(revoked.statusCode).toBe(200);
  // No waiting: the revoke answered only once this process had heard its own change.
  expect((await staffMe(operator.cookie)).statusCode).toBe(404);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: { cookie: operator.cookie } }))
      .statusCode,
  ).toBe(404);
});
