import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { routePath } from '../lib/route-path.ts';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, type SessionStore } from '../modules/auth/index.ts';

/**
 * Photos, scripts and page loads need no session; looking one up would be a query per file.
 * Probes answer for the process and its database, whoever asks: a cookie must not turn "alive"
 * into a 503 during an outage, nor "unavailable" into an error of another shape. Decided by the
 * matched route (lib/route-path.ts), however the path was spelled.
 */
function needsSession(path: string): boolean {
  if (path.startsWith('/dev/')) return true;
  if (!path.startsWith('/api/')) return false;
  return path !== '/api/health' && path !== '/api/ready';
}

/** Reads the session cookie and puts its person on the request; slides the idle expiry. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionStore }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (req) => {
    if (!needsSession(routePath(req))) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    req.sessionToken = token;
    req.user = await opts.sessions.resolve(token);
  });
  app.addHook('onClose', async () => opts.sessions.close());
});
