import { BODY_LIMITS } from '@bazaar/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/errors.ts';
import { jsonDepthExceeds } from '../lib/json-depth.ts';

class TooDeep extends DomainError {
  constructor() {
    super(400, 'invalid', 'This request is not valid: its values nest too deeply');
  }
}

/**
 * JSON bodies: read only up to the route's body limit (Fastify's `bodyLimit`, small by default),
 * and their nesting checked in one cheap pass before they are parsed, so a megabyte of nested
 * brackets costs no parse and no walk of half a million levels. Then Fastify's own parser (which
 * refuses `__proto__` and `constructor` keys).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (jsonDepthExceeds(text, BODY_LIMITS.jsonDepthMax)) return done(new TooDeep(), undefined);
    parse(req, text, done);
  });
});
