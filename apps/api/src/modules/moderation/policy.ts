import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/index.ts';
import { isOperator } from '../listings/index.ts';
import { unknownEndpoint } from '../../lib/error-body.ts';

/** Who may do what in the console: operators moderate; admins also appoint and revoke staff. */
export const policy = {
  moderate: (user: UserRow | null): user is UserRow => isOperator(user),
  manageStaff: (user: UserRow | null): user is UserRow => user?.role === 'admin',
};

/**
 * An onRequest hook for console routes: to anyone the policy refuses, the route does not exist
 * (the unknown-route 404, before the body or query is even read, so nothing about it shows).
 */
export const hiddenUnless =
  (allowed: (user: UserRow | null) => boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    if (!allowed(req.user)) return unknownEndpoint(req, reply);
  };

/** The signed-in operator (the hook already answered everyone else). */
export function operatorOf(req: FastifyRequest): UserRow {
  if (!policy.moderate(req.user)) throw new Error('console route without its guard');
  return req.user;
}
