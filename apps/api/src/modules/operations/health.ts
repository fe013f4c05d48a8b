import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const READY_TIMEOUT_MS = 1000;

/** Liveness (the process answers) and readiness (it can reach its database), for load balancers. */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['operations'],
          summary: 'The process is up',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/ready',
      {
        schema: {
          tags: ['operations'],
          summary: 'The database is reachable',
          response: {
            200: z.object({ status: z.literal('ready') }),
            503: z.object({ status: z.literal('unavailable') }),
          },
        },
      },
      async (_req, reply) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
        });
        try {
          await Promise.race([database.db.execute(sql`select 1`), timeout]);
          return { status: 'ready' as const };
        } catch {
          return reply
            .status(503)
            .header('retry-after', '5')
            .send({ status: 'unavailable' as const });
        } finally {
          clearTimeout(timer);
        }
      },
    );
  };
