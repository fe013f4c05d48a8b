import type { FastifyRequest } from 'fastify';
import { Unauthorized } from '../../lib/errors.ts';
import type { UserRow } from './repository.ts';

// The session plugin fills these in from the cookie; routes read them through requireUser.
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, or null. Set for /api and /dev requests only. */
    user: UserRow | null;
    /** The session token the request carried, valid or not (sign-in rotates it, logout ends it). */
    sessionToken: string | undefined;
  }
}

/** The signed-in person, or a 401 for the web app to send them to /login. */
export function requireUser(req: FastifyRequest): UserRow {
  if (!req.user) throw new Unauthorized();
  return req.user;
}
