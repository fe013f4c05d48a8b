import type { FastifyReply } from 'fastify';
import { compressOnce } from '../plugins/compression.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON made beforehand (a shared answer, one made once per person): a string body with a JSON
 * content type is sent as it is, not checked against the route's contract and serialised again.
 */
export function sendJson(reply: FastifyReply, json: string): void {
  void reply.type(JSON_TYPE).send(json);
}

/** The same for an answer many visitors share: its compressed bytes are kept and reused too. */
export function sendSharedJson(reply: FastifyReply, json: string): void {
  compressOnce(reply);
  sendJson(reply, json);
}
