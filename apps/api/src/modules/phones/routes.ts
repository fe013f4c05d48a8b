import {
  ErrorBody,
  MyPhone,
  PHONE_VERIFICATION,
  PhoneCodeBody,
  PhoneCodeSent,
  PhoneNumberBody,
} from '@bazaar/shared';
import type { CreateRateLimitOptions, RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequests } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';
import type { PhonesService } from './service.ts';

const HOUR_MS = 60 * 60 * 1000;
const tags = ['phone'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/**
 * Codes one account may ask for, counted after validation (the body names the number) and only
 * for signed-in requests (the route refuses the others).
 */
const perAccount = (name: string, max: number): RateLimitOptions => ({
  max,
  timeWindow: HOUR_MS,
  hook: 'preHandler',
  keyGenerator: (req: FastifyRequest) => `${name}-account:${req.user?.id}`,
  allowList: (req: FastifyRequest) => !req.user,
});

/** Codes sent to one number, whoever asks: nobody floods a stranger's phone from many accounts. */
const perNumber: CreateRateLimitOptions = {
  max: PHONE_VERIFICATION.sendsPerNumberPerHour,
  timeWindow: HOUR_MS,
  keyGenerator: (req: FastifyRequest) => `phone-number:${(req.body as { phone: string }).phone}`,
  allowList: (req: FastifyRequest) => !req.user,
};

/** Verifying my mobile number (signed in): ask for a code, give it back, or remove the number. */
export const phonesRoutes =
  (service: PhonesService): FastifyPluginAsyncZod =>
  async (app) => {
    const numberLimit = app.createRateLimit(perNumber);

    app.get(
      '/api/me/phone',
      {
        schema: {
          tags,
          summary: 'My verified number and a verification under way',
          response: { 200: MyPhone, 401: ErrorBody },
        },
      },
      async (req) => service.mine(requireUser(req)),
    );

    app.post(
      '/api/me/phone',
      {
        config: { rateLimit: perAccount('phone-code', PHONE_VERIFICATION.sendsPerAccountPerHour) },
        preHandler: async (req) => {
          if (!req.user) return;
          const counted = await numberLimit(req);
          if (!counted.isAllowed && counted.isExceeded)
            throw new TooManyRequests(
              counted.ttlInSeconds,
              'Many codes were sent to this number in the last hour. Please try again later.',
            );
        },
        schema: {
          tags,
          summary: 'Send a 6-digit code by SMS to an Indian mobile number (+91)',
          body: PhoneNumberBody,
          response: { 202: PhoneCodeSent, ...errors, 502: ErrorBody },
        },
      },
      async (req, reply) => reply.status(202).send(await service.sendCode(requireUser(req), req.body.phone)),
    );

    app.post(
      '/api/me/phone/verify',
      {
        config: { rateLimit: perAccount('phone-verify', 30) },
        schema: {
          tags,
          summary: 'Give back the code: the number becomes verified (and only this account’s)',
          body: PhoneCodeBody,
          response: { 200: MyPhone, ...errors, 410: ErrorBody },
        },
      },
      async (req) => service.verify(requireUser(req), req.body.code),
    );

    app.delete(
      '/api/me/phone',
      { schema: { tags, summary: 'Remove my verified number', response: { 200: MyPhone, 401: ErrorBody } } },
      async (req) => service.remove(requireUser(req)),
    );
  };
