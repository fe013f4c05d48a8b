import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every failure's body: `{ error: { code, message, fields? } }`. */
export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The answer to a path no route serves; also what hidden routes (the console's) give strangers. */
export function unknownEndpoint(req: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(errorBody('not_found', `No such endpoint: ${req.method} ${req.url.split('?')[0]}`));
}
