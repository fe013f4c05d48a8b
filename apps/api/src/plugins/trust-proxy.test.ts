import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { SUGGESTION_RATE } from '../modules/suggestions/routes.ts';
import { testApp, type TestApp } from '../test/app.ts';

// The per-address limits (sign-in, sign-up, reset, suggestions) count the client's address. Only a
// proxy the operator trusts may name it in X-Forwarded-For; anyone else could forge a new one per
// request and never be limited.

let local: TestApp;
let open: TestApp;
beforeAll(async () => {
  local = await testApp();
  open = await testApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await local.close();
  await open.close();
});

const suggest = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/suggestions',
    payload: { text: 'A tandem bicycle' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

describe('whose X-Forwarded-For counts', () => {
  it('by default not a stranger’s: forged addresses from one client share its limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= SUGGESTION_RATE.max; i++)
      codes.push((await suggest(local, '198.51.100.7', `203.0.113.${i + 1}`)).statusCode);
    expect(codes.slice(0, SUGGESTION_RATE.max).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('by default a proxy on this machine’s: each client it forwards has its own limit', async () => {
    for (let i = 0; i <= SUGGESTION_RATE.max; i++)
      expect((await suggest(local, '127.0.0.1', `192.0.2.${i + 1}`)).statusCode).toBe(201);
  });

  it('everyone’s with TRUST_PROXY=true (for a proxy whose address is not known in advance)', async () => {
    for (let i = 0; i <= SUGGESTION_RATE.max; i++)
      expect((await suggest(open, '198.51.100.8', `203.0.113.${i + 1}`)).statusCode).toBe(201);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    const of = (v: string) => loadConfig({ TRUST_PROXY: v }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(of('true')).toBe(true);
    expect(of('false')).toBe(false);
    const twoHops = of('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(of('10.0.0.0/8, 192.168.1.2')).toBe('10.0.0.0/8, 192.168.1.2');
  });
});
