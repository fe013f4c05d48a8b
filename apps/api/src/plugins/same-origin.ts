import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden } from '../lib/errors.ts';
import { isApiRequest } from '../lib/route-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Cross-site request forgery: the session cookie rides along with any request the browser makes,
 * so a state-changing API call must come from our own pages. Browsers send Origin (or at least
 * Referer) on every POST; it must be PUBLIC_URL or the address the request was sent to. A request
 * with neither is not from a browser page (curl, a server), which carries no victim's cookie.
 * SameSite=Lax already stops most of this; this check also covers same-site subdomains and
 * login forgery (signing a victim into an attacker's account). Decided by the matched route, so
 * `/%61pi/…` gets the same check as `/api/…`.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.addHook('onRequest', (req, _reply, done) => {
    if (SAFE_METHODS.has(req.method) || !isApiRequest(req)) return done();
    const claimed = req.headers.origin ?? req.headers.referer;
    if (claimed === undefined) return done();
    const origin = claimed === 'null' ? undefined : originOf(claimed);
    const own = originOf(`${req.protocol}://${req.host}`);
    if (!origin || (origin !== publicOrigin && origin !== own)) {
      return done(new Forbidden('This request did not come from a Bazaar page'));
    }
    done();
  });
});
