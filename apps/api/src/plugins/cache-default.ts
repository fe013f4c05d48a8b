import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/route-path.ts';
import { cacheControl } from '../lib/shared-json.ts';

/**
 * An API answer that does not say who may keep it is taken as personal: no browser or proxy
 * keeps it. Shared answers say so themselves (lib/shared-json.ts `sendShared`).
 */
export const cacheDefaultPlugin = fp(async (app) => {
  app.addHook('onSend', async (req, reply) => {
    if (isApiRequest(req) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', cacheControl.personal);
  });
});
