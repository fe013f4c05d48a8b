import fp from 'fastify-plugin';
import { cacheControl } from '../lib/shared-json.ts';

/**
 * An API answer that does not say who may keep it is taken as personal: no browser or proxy
 * keeps it. Shared answers say so themselves (lib/shared-json.ts `sendShared`).
 */
export const cacheDefaultPlugin = fp(async (app) => {
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', cacheControl.personal);
  });
});
