import fp from 'fastify-plugin';
import type { ChangeFeed } from '../db/changes.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A request that may have written answers only once this process has heard the changes it
 * committed (db/changes.ts), so the person's very next request already sees them, not an answer
 * kept from before. Other processes hear them at the same moment.
 */
export const changesHeardPlugin = fp(async (app, opts: { changes: ChangeFeed }) => {
  app.addHook('onSend', async (req) => {
    if (WRITES.has(req.method) && req.url.startsWith('/api/')) await opts.changes.heard();
  });
});
