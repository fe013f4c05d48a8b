import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverRoutes } from '../../fuzz/routes.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { signedInStaff } from './test-staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Every console route, read from the router itself: a route added later is checked too. */
function consoleRoutes() {
  return discoverRoutes(t.app)
    .filter((r) => r.path.startsWith('/api/admin'))
    .flatMap((r) =>
      r.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, url: r.path.replace(/:\w+/g, '1') })),
    );
}

async function expectHidden(routes: { method: string; url: string }[], cookie?: string) {
  for (const { method, url } of routes) {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      // A valid-looking body: the 404 must not depend on the input being wrong.
      ...(method === 'GET'
        ? {}
        : { payload: { reason: 'Looks like a scam', email: 'a@example.in', role: 'operator' } }),
    });
    expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
    // The same answer as a path that does not exist at all.
    const unknown = await t.app.inject({
      method: method as 'GET',
      url: `${url}-none`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.json().error.code).toBe(unknown.json().error.code);
    expect(res.json().error.message).toBe(`No such endpoint: ${method} ${url}`);
  }
}

describe('the console API', () => {
  it('does not exist for signed-out visitors nor for signed-in people who are not operators', async () => {
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(12);
    await expectHidden(routes);
    await expectHidden(routes, (await signedIn(t)).cookie);
  });

  it('answers operators, except the staff routes, which only admins see', async () => {
    const operator = await signedInStaff(t, 'operator');
    const staffOnly = consoleRoutes().filter((r) => r.url.startsWith('/api/admin/operators'));
    expect(staffOnly.length).toBe(3);
    await expectHidden(staffOnly, operator.cookie);
    expect(
      (await t.app.inject({ url: '/api/admin/queue', headers: { cookie: operator.cookie } })).statusCode,
    ).toBe(200);
    const admin = await signedInStaff(t, 'admin');
    expect(
      (await t.app.inject({ url: '/api/admin/operators', headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(200);
  });
});
