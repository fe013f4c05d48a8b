import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthorized } from '../lib/errors.ts';
import type { UserRow } from '../modules/auth/repository.ts';
import { SESSION_COOKIE, type SessionStore } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, or null. Set for /api and /dev requests only. */
    user: UserRow | null;
    /** The session token the request carried, valid or not (sign-in rotates it, logout ends it). */
    sessionToken: string | undefined;
  }
}

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

/** The signed-in person, or a 401 for the web app to send them to /login. */
export function requireUser(req: FastifyRequest): UserRow {
  if (!req.user) throw new Unauthorized();
  return req.user;
}
