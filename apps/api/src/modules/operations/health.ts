import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { DiskSpace } from './disk-space.ts';

const READY_TIMEOUT_MS = 1000;

/**
 * Liveness (the process answers) and readiness (it can reach its database and has room to write
 * under DATA_DIR), for load balancers.
 */
export const healthRoutes =
  (database: Database, disk: DiskSpace): FastifyPluginAsyncZod =>
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
          summary: 'The database is reachable and DATA_DIR has room (DISK_FREE_MIN_MB)',
          response: {
            200: z.object({ status: z.literal('ready') }),
            503: z.object({
              status: z.literal('unavailable'),
              reason: z.enum(['database', 'low_disk']).optional(),
            }),
          },
        },
      },
      async (_req, reply) => {
        if (await disk.low())
          return reply
            .status(503)
            .header('retry-after', '60')
            .send({ status: 'unavailable' as const, reason: 'low_disk' as const });
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
            .send({ status: 'unavailable' as const, reason: 'database' as const });
        } finally {
          clearTimeout(timer);
        }
      },
    );
  };
