import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, type SessionStore } from '../modules/auth/index.ts';

/**
 * Photos, scripts and page loads need no session; looking one up would be a query per file.
 * Probes answer for the process and its database, whoever asks: a cookie must not turn "alive"
 * into a 503 during an outage, nor "unavailable" into an error of another shape.
 */
function needsSession(url: string): boolean {
  if (url.startsWith('/dev/')) return true;
  if (!url.startsWith('/api/')) return false;
  return !isProbe(url, '/api/health') && !isProbe(url, '/api/ready');
}

const isProbe = (url: string, probe: string) =>
  url.startsWith(probe) && (url.length === probe.length || url[probe.length] === '?');

/** Reads the session cookie and puts its person on the request; slides the idle expiry. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionStore }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (req) => {
    if (!needsSession(req.url)) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    req.sessionToken = token;
    req.user = await opts.sessions.resolve(token);
  });
  app.addHook('onClose', async () => opts.sessions.close());
});
