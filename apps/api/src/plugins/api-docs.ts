import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { hiddenUnless, policy } from '../modules/moderation/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of the console routes alone (for staff). */
    staffSwagger: () => unknown;
  }
}

const INFO = { title: 'Bazaar API', version: '0.1.0' };
const isConsoleRoute = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');

/** A document of the routes `keep` accepts; every other route is hidden from it. */
function documenting(keep: (url: string) => boolean): typeof jsonSchemaTransform {
  return (input) =>
    keep(input.url) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url };
}

/**
 * The public API document at /api/docs leaves out the console routes, which answer 404 to everyone
 * but staff; staff read theirs at /api/admin/docs/json (staffApiDocsRoute). Before any route, since
 * the documents collect routes as they are added.
 */
export async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: { info: INFO },
    transform: documenting((url) => !isConsoleRoute(url)),
  });
  await app.register(swagger, {
    openapi: { info: { ...INFO, title: 'Bazaar console API' } },
    transform: documenting(isConsoleRoute),
    decorator: 'staffSwagger',
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** The console's own document: like every console route, the unknown-route 404 unless staff. */
export async function staffApiDocsRoute(app: FastifyInstance) {
  app.get(
    '/api/admin/docs/json',
    { schema: { hide: true }, onRequest: hiddenUnless(policy.moderate) },
    async () => app.staffSwagger(),
  );
}
