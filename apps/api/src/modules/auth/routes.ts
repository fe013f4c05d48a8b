import {
  Accepted,
  AuthOptions,
  ConfirmSignupBody,
  ErrorBody,
  ForgotBody,
  LoginBody,
  Me,
  RATE_LIMITS,
  ResetBody,
  Session,
  SignupBody,
} from '@bazaar/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JsonOnce } from '../../lib/json-once.ts';
import { sendJson } from '../../lib/shared-json.ts';
import { type AuthLimits, perIp, perNetwork } from './limits.ts';
import { requireUser } from './request-user.ts';
import { presentMe } from './presenter.ts';
import type { UserRow } from './repository.ts';
import type { AuthService, SignedIn } from './service.ts';
import type { SessionStore } from './sessions.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

export const authRoutes =
  (
    service: AuthService,
    sessions: SessionStore,
    options: AuthOptions,
    limitsOf: (app: FastifyInstance) => AuthLimits,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = limitsOf(app);
    // Asked with every page: answered as JSON made once (options never change; a person's answer
    // is made once per signed-in person the session cache holds).
    const optionsJson = JSON.stringify(AuthOptions.encode(options));
    const sessionJson = new JsonOnce<UserRow>((user) => Session.encode({ user: presentMe(user) }));
    const signedOutJson = JSON.stringify(Session.encode({ user: null }));

    function signIn(reply: FastifyReply, { user, session }: SignedIn) {
      sessions.setCookie(reply, session);
      // Answers about who is signed in must never come from a cache.
      reply.header('cache-control', 'no-store');
      return presentMe(user);
    }

    app.get(
      '/api/auth/options',
      {
        schema: {
          tags: ['auth'],
          summary: 'Which ways to sign in this server offers, and whether ad pages are open to everyone',
          response: { 200: AuthOptions },
        },
      },
      async (_req, reply) => {
        sendJson(reply, optionsJson);
        return reply;
      },
    );

    app.post(
      '/api/auth/signup',
      {
        config: { rateLimit: perNetwork('signup-network', RATE_LIMITS.signupPerNetwork) },
        schema: {
          tags: ['auth'],
          summary: 'Start an account: e-mails a confirmation link (the same answer for a taken address)',
          body: SignupBody,
          response: { 202: Accepted, ...errors },
        },
      },
      async (req, reply) => reply.status(202).send(await service.signup(req.body, () => limits.signup(req))),
    );

    app.post(
      '/api/auth/signup/confirm',
      {
        schema: {
          tags: ['auth'],
          summary: 'Finish an account from the e-mailed link, choosing its password; signs in',
          body: ConfirmSignupBody,
          response: { 201: Me, ...errors },
        },
      },
      async (req, reply) => reply.status(201).send(signIn(reply, await service.confirmSignup(req.body))),
    );

    app.post(
      '/api/auth/login',
      {
        config: { rateLimit: perIp(RATE_LIMITS.loginPerIp) },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password; sets the session cookie',
          body: LoginBody,
          response: { 200: Me, ...errors },
        },
      },
      async (req, reply) => signIn(reply, await service.login(req.body, limits.login(req), req.sessionToken)),
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: ends the session on the server',
          response: { 204: z.null(), 403: ErrorBody },
        },
      },
      async (req, reply) => {
        if (req.sessionToken) await sessions.end(req.sessionToken);
        sessions.clearCookie(reply);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/auth/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in person (401 when signed out)',
          response: { 200: Me, 401: ErrorBody },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return presentMe(requireUser(req));
      },
    );

    // What the web app asks on every page: a signed-out visitor is the usual case, and a 401 there
    // would be a failed request in every visitor's console.
    app.get(
      '/api/auth/session',
      {
        schema: {
          tags: ['auth'],
          summary: 'Who is signed in: { user } with the person, or { user: null } when signed out',
          response: { 200: Session },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const json = req.user ? sessionJson.of(req.user) : signedOutJson;
        sendJson(reply, json);
        return reply;
      },
    );

    app.post(
      '/api/auth/forgot',
      {
        config: { rateLimit: perNetwork('forgot-network', RATE_LIMITS.forgotPerNetwork) },
        schema: {
          tags: ['auth'],
          summary: 'E-mail a password reset link (the same answer for an unknown address)',
          body: ForgotBody,
          response: { 202: Accepted, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(202).send(await service.forgot(req.body, () => limits.resetMail(req))),
    );

    app.post(
      '/api/auth/reset',
      {
        config: { rateLimit: perIp(RATE_LIMITS.resetPerIp) },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password from the e-mailed link; signs out every other session',
          body: ResetBody,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await service.reset(req.body, req.sessionToken, limits.clearLockout);
        return reply.status(204).send(null);
      },
    );
  };
