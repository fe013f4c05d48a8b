import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testAppPair } from '../test/app-pair.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInStaff } from '../modules/moderation/test-staff.ts';
import { sessionCookie, signedIn, TEST_PASSWORD } from '../test/auth.ts';
import { openEvents } from '../test/sse.ts';

// Sessions kept a minute and heartbeats every minute: only the announced change can end a stream
// or a session on the other process in the time these tests allow.
const KEPT_A_MINUTE = { SESSION_CACHE_MS: '60000' };
const ALLOWED_MS = 3000;

let pair: Awaited<ReturnType<typeof testAppPair>>;
let apps: [FastifyInstance, FastifyInstance];
let baseOfB: string;
const took: Record<string, number> = {};

beforeAll(async () => {
  pair = await testAppPair(KEPT_A_MINUTE);
  apps = pair.apps;
  await apps[1].listen({ host: '127.0.0.1', port: 0 });
  baseOfB = `http://127.0.0.1:${(apps[1].server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  console.info('ended on the other process after (ms; goal 1000):', took);
  await pair.close();
});

const on = (i: 0 | 1) => pair.on(i);
const meOnB = async (cookie: string) =>
  (await apps[1].inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode;

/** Resolves with how long after `since` the stream ended; fails if it outlives ALLOWED_MS. */
async function endedWithin(ended: Promise<void>, since: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ALLOWED_MS)));
  const outcome = await Promise.race([ended.then(() => 'ended' as const), late]);
  clearTimeout(timer);
  expect(outcome).toBe('ended');
  return Math.round(performance.now() - since);
}

it('a suspension on one process ends the person’s live stream and session on the other', async () => {
  const person = await signedIn(on(1), { name: 'Sunil Suspended' });
  const operator = await signedInStaff(on(0), 'operator');
  const stream = await openEvents(baseOfB, person.cookie);
  expect(stream.status).toBe(200);
  expect(await meOnB(person.cookie)).toBe(200);

  const res = await apps[0].inject({
    method: 'POST',
    url: `/api/admin/users/${person.user.id}/suspend`,
    headers: { cookie: operator.cookie },
    payload: { reason: 'Fraud' },
  });
  expect(res.statusCode).toBe(200);
  const at = performance.now();
  took.suspension = await endedWithin(stream.ended, at);
  expect(await meOnB(person.cookie)).toBe(401);
});

it('signing out on one process ends that session’s stream on the other, and no other session’s', async () => {
  const person = await signedIn(on(0), { name: 'Lata Leaving' });
  const login = await apps[0].inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: person.user.email, password: TEST_PASSWORD },
  });
  const otherBrowser = sessionCookie(login);
  expect(await meOnB(otherBrowser)).toBe(200);
  const stream = await openEvents(baseOfB, person.cookie);
  const res = await apps[0].inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { cookie: person.cookie },
  });
  expect(res.statusCode).toBeLessThan(300);
  took['sign-out'] = await endedWithin(stream.ended, performance.now());
  expect(await meOnB(person.cookie)).toBe(401);
  expect(await meOnB(otherBrowser)).toBe(200);
});
