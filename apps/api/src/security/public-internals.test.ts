import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../modules/moderation/test-staff.ts';
import { signedIn } from '../test/auth.ts';
import { testApp, type TestApp } from '../test/app.ts';

const TOKEN = 'scraper-token-0123456789abcdef';
const OUTSIDE = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  // API-only, so an unknown route answers the JSON 404 whether or not the web app is built.
  t = await testApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true', WEB_DIST: '' });
});
afterAll(() => t.close());

async function unknownRouteAnswer(url: string) {
  const res = await t.app.inject({ url, remoteAddress: OUTSIDE });
  return { status: res.statusCode, code: (res.json() as { error: { code: string } }).error.code };
}

describe('/metrics', () => {
  it('answers a caller on this machine', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds');
  });

  it('does not exist for a caller elsewhere, whatever X-Forwarded-For claims', async () => {
    const answer = await unknownRouteAnswer('/metrics');
    expect(answer).toEqual(await unknownRouteAnswer('/metrics-none'));
    expect(answer.status).toBe(404);
    const forged = await t.app.inject({
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('does not exist for a visitor relayed by a proxy on this machine', async () => {
    const relayed = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': OUTSIDE } });
    expect(relayed.statusCode).toBe(404);
  });

  it('answers a caller elsewhere with the bearer token, and only with that token', async () => {
    const withToken = await t.app.inject({
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, 'Bearer ']) {
      const res = await t.app.inject({ url: '/metrics', remoteAddress: OUTSIDE, headers: { authorization } });
      expect({ authorization, status: res.statusCode }).toEqual({ authorization, status: 404 });
    }
  });
});

describe('the public API document', () => {
  it('lists no console route', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/listings');
    expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
  });

  it('staff get the console routes at their own path, which nobody else can see', async () => {
    const operator = await signedInStaff(t, 'operator');
    const res = await t.app.inject({ url: '/api/admin/docs/json', headers: { cookie: operator.cookie } });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/api/admin/queue');
    expect(paths.filter((p) => !p.startsWith('/api/admin'))).toEqual([]);

    const person = await signedIn(t);
    for (const headers of [{}, { cookie: person.cookie }]) {
      const hidden = await t.app.inject({ url: '/api/admin/docs/json', headers });
      expect(hidden.statusCode).toBe(404);
    }
  });
});
