import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../../lib/ip-ranges.ts';
import { unknownEndpoint } from '../../lib/error-body.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * An onRequest hook for /metrics: it answers a caller on this machine, by the socket's own address
 * (X-Forwarded-For can be forged), and not a visitor a proxy on this machine relays; anyone else
 * needs the bearer token. To everyone else the route does not exist (the unknown-route 404).
 */
export function metricsAccess(token: string | undefined) {
  // Digests of equal length, so the comparison takes the same time however much of a guess is right.
  const expected = token ? digest(token) : undefined;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (!relayed && isLoopbackAddress(req.socket.remoteAddress)) return;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (expected && bearer && timingSafeEqual(digest(bearer), expected)) return;
    return unknownEndpoint(req, reply);
  };
}
