import { FRESHNESS } from '@bazaar/shared';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '../db/changes.ts';
import { journalWrites, type TableWrite } from '../db/write-journal.ts';
import { isApiRequest } from '../lib/route-path.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Set on a browser whose request changed what others see, for as long as another process may not
 * have heard that change yet: its requests then wait until the process answering them has.
 */
export const WROTE_COOKIE = 'bazaar_wrote';
const WROTE_SECONDS = FRESHNESS.othersSeeChangeMs / 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The tables this request's statements wrote (write requests under /api/ only). */
    tablesWritten: Set<TableWrite> | null;
  }
}

/**
 * Read-your-writes on every process. A request that changed an announced table answers only once
 * this process has heard the changes it committed (db/changes.ts), so the person's very next
 * request here already sees them, not an answer kept from before; a request that wrote nothing
 * announced (a chat message, a read mark) answers at once. The browser is marked for a moment,
 * and its requests to any other process wait until that process has heard as far: the person's
 * next view shows their change whichever process answers it, in every tab.
 */
export const changesHeardPlugin = fp(
  async (
    app,
    opts: {
      changes: ChangeFeed;
      /** Whether the database announces a write (db/announced-writes.ts). */
      announced: () => Promise<(write: TableWrite) => boolean>;
      secureCookies: boolean;
    },
  ) => {
    app.decorateRequest('tablesWritten', null);

    // Before the session is looked up, so a change to the person (a new name) is heard too.
    app.addHook('onRequest', async (req) => {
      if (isApiRequest(req) && req.headers.cookie?.includes(`${WROTE_COOKIE}=`)) await opts.changes.heard();
    });

    // After the body is read: its stream's callbacks would lose the journal.
    app.addHook('preValidation', (req, _reply, done) => {
      if (!WRITES.has(req.method) || !isApiRequest(req)) return done();
      const written = new Set<TableWrite>();
      req.tablesWritten = written;
      journalWrites(written, done);
    });

    app.addHook('onSend', async (req, reply) => {
      const written = req.tablesWritten;
      if (!written?.size) return;
      const announced = await opts.announced();
      if (![...written].some(announced)) return;
      await opts.changes.heard();
      reply.setCookie(WROTE_COOKIE, '1', {
        path: '/',
        maxAge: WROTE_SECONDS,
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
      });
    });
  },
);
