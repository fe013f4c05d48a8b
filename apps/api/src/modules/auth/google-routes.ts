import { NEXT_MAX, safeNext } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, NotFound } from '../../lib/errors.ts';
import type { GoogleOidc, PendingLogin } from './google-oidc.ts';
import type { AuthService } from './service.ts';
import type { SessionStore } from './sessions.ts';
import { ACCOUNT_SUSPENDED } from './suspended.ts';

const PENDING_COOKIE = 'bazaar_google';
const PENDING_PATH = '/api/auth/google';
const PENDING_MAX_AGE_S = 10 * 60;

/** GET /api/auth/google sends the browser to Google; Google sends it back to the callback. */
export const googleRoutes =
  (
    google: GoogleOidc | undefined,
    service: AuthService,
    sessions: SessionStore,
    secure: boolean,
    publicUrl: string,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // The one return-path check (packages/shared), against Bazaar's own origin: on the way out and
    // again on the way back, since the pending cookie comes back from the browser.
    const onward = (next: string | undefined) => safeNext(next, publicUrl);

    app.get(
      '/api/auth/google',
      {
        schema: {
          tags: ['auth'],
          summary: 'Start Google sign-in (404 when this server has none)',
          querystring: z.object({ next: z.string().max(NEXT_MAX).optional() }),
        },
      },
      async (req, reply) => {
        if (!google) throw new NotFound('This server has no Google sign-in');
        const { url, pending } = await google.start(onward(req.query.next));
        reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
          path: PENDING_PATH,
          httpOnly: true,
          // Lax: the cookie must come back on Google's top-level redirect to the callback.
          sameSite: 'lax',
          secure,
          maxAge: PENDING_MAX_AGE_S,
        });
        return reply.redirect(url);
      },
    );

    app.get(
      '/api/auth/google/callback',
      {
        schema: {
          tags: ['auth'],
          summary: 'Where Google returns; signs in and goes back to the page first asked for',
          querystring: z.object({
            code: z.string().max(2000).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(200).optional(),
          }),
        },
      },
      async (req, reply) => {
        if (!google) throw new NotFound('This server has no Google sign-in');
        const pending = readPending(req.cookies[PENDING_COOKIE], onward);
        reply.clearCookie(PENDING_COOKIE, { path: PENDING_PATH });
        const { code, state } = req.query;
        // The state proves this callback answers a sign-in this browser started (login CSRF).
        if (!pending || !code || !state || state !== pending.state) {
          return reply.redirect('/login?error=google');
        }
        try {
          const identity = await google.finish(code, pending);
          const signedIn = await service.signInWithGoogle(identity);
          if (req.sessionToken) await sessions.end(req.sessionToken);
          sessions.setCookie(reply, signedIn.session);
          return reply.redirect(pending.next);
        } catch (err) {
          req.log.warn({ err }, 'google sign-in failed');
          const suspended = err instanceof DomainError && err.code === ACCOUNT_SUSPENDED;
          return reply.redirect(suspended ? '/login?error=suspended' : '/login?error=google');
        }
      },
    );
  };

function readPending(
  raw: string | undefined,
  onward: (next: string | undefined) => string,
): PendingLogin | undefined {
  if (!raw) return undefined;
  try {
    const p = JSON.parse(raw) as Partial<PendingLogin>;
    if (typeof p.state === 'string' && typeof p.nonce === 'string' && typeof p.verifier === 'string') {
      return { state: p.state, nonce: p.nonce, verifier: p.verifier, next: onward(p.next) };
    }
  } catch {
    // A damaged cookie is the same as none.
  }
  return undefined;
}
