import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { securityHeaders, securityHeadersPlugin } from './security-headers.ts';
import { APP_START_HASH } from '../modules/seo/app-start.ts';

const config = (publicUrl: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', PUBLIC_URL: publicUrl, WEB_DIST: '' });

/** The headers of one answer from a bare server with either helmet's plugin or ours. */
async function headersWith(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  const answers = await Promise.all(
    ['/ok', '/fails', '/missing'].map((url) => app.inject({ method: 'GET', url })),
  );
  await app.close();
  return answers.map((res) => {
    const { date, 'content-length': _length, 'content-type': _type, ...rest } = res.headers;
    void date;
    return rest;
  });
}

describe('security headers', () => {
  for (const publicUrl of ['http://localhost:3000', 'https://bazaar.example']) {
    it(`are exactly helmet's for the same options (${publicUrl})`, async () => {
      const options = securityHeaders(config(publicUrl));
      const helmets = await headersWith((app) => app.register(fastifyHelmet, options));
      const ours = await headersWith((app) => app.register(securityHeadersPlugin, { headers: options }));
      expect(ours).toEqual(helmets);
      expect(Object.keys(ours[0]!).length).toBeGreaterThanOrEqual(10);
    });
  }

  it('allow no inline script but the app starter, and force HTTPS only when the site is served over it', async () => {
    const [plain] = await headersWith((app) =>
      app.register(securityHeadersPlugin, { headers: securityHeaders(config('http://localhost:3000')) }),
    );
    const [secure] = await headersWith((app) =>
      app.register(securityHeadersPlugin, { headers: securityHeaders(config('https://bazaar.example')) }),
    );
    // The app starter is the one inline script the policy lets run, named by its hash.
    expect(plain!['content-security-policy']).toContain(`script-src 'self' ${APP_START_HASH};`);
    expect(plain!['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(plain!['strict-transport-security']).toBeUndefined();
    expect(secure!['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(secure!['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
