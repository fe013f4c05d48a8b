import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { apiSecurityHeaders, securityHeaders, securityHeadersPlugin } from './security-headers.ts';
import { APP_START_HASH } from '../modules/seo/app-start.ts';

const config = (publicUrl: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', PUBLIC_URL: publicUrl, WEB_DIST: '' });

const PAGES = ['/ok', '/fails', '/missing', '/api/docs/static/x'];
const API = ['/api/ok', '/api/fails', '/api/missing'];

/** The headers of answers from a bare server with either helmet's plugin or ours. */
async function headersWith(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>, urls: string[]) {
  const app = Fastify();
  await register(app);
  for (const prefix of ['', '/api']) {
    app.get(`${prefix}/ok`, async () => ({ ok: true }));
    app.get(`${prefix}/fails`, async () => {
      throw new Error('boom');
    });
  }
  const answers = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
  await app.close();
  return answers.map((res) => {
    const { date, 'content-length': _length, 'content-type': _type, ...rest } = res.headers;
    void date;
    return rest;
  });
}

const ours = (publicUrl: string) => (app: ReturnType<typeof Fastify>) =>
  app.register(securityHeadersPlugin, {
    pages: securityHeaders(config(publicUrl)),
    api: apiSecurityHeaders(config(publicUrl)),
  });

describe('security headers', () => {
  for (const publicUrl of ['http://localhost:3000', 'https://bazaar.example']) {
    it(`are exactly helmet's for the same options, pages' and the API's (${publicUrl})`, async () => {
      const pages = securityHeaders(config(publicUrl));
      const api = apiSecurityHeaders(config(publicUrl));
      expect(await headersWith(ours(publicUrl), PAGES)).toEqual(
        await headersWith((app) => app.register(fastifyHelmet, pages), PAGES),
      );
      expect(await headersWith(ours(publicUrl), API)).toEqual(
        await headersWith((app) => app.register(fastifyHelmet, api), API),
      );
    });
  }

  it('allow no inline script but the app starter, and force HTTPS only when the site is served over it', async () => {
    const [plain] = await headersWith(ours('http://localhost:3000'), PAGES);
    const [secure] = await headersWith(ours('https://bazaar.example'), PAGES);
    // The app starter is the one inline script the policy lets run, named by its hash.
    expect(plain!['content-security-policy']).toContain(`script-src 'self' ${APP_START_HASH};`);
    expect(plain!['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(plain!['strict-transport-security']).toBeUndefined();
    expect(secure!['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(secure!['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(Object.keys(plain!).length).toBeGreaterThanOrEqual(10);
  });

  it("let the API's JSON load and frame nothing, and leave out what only an HTML page uses", async () => {
    const [plain] = await headersWith(ours('http://localhost:3000'), API);
    const [secure] = await headersWith(ours('https://bazaar.example'), API);
    expect(plain).toEqual({
      connection: 'keep-alive',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(secure!['strict-transport-security']).toMatch(/max-age=\d+/);
    // What the page headers add: about 450 bytes an answer.
    const [page] = await headersWith(ours('http://localhost:3000'), PAGES);
    const size = (h: Record<string, unknown>) =>
      Object.entries(h).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    expect(size(page!) - size(plain!)).toBeGreaterThan(400);
  });
});
