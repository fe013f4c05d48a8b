import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { LivePublisher } from '../events/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { NotificationsRepository } from '../notifications/index.ts';
import { ratingsRepository } from './repository.ts';
import { ratingsRoutes } from './routes.ts';
import { ratingsService } from './service.ts';

/** Ratings after a deal: the routes, the e-mail job, and the reviews the profile lists. */
export function ratingsModule(
  deps: {
    db: Db;
    notices: NotificationsRepository;
    live: LivePublisher;
    mailer: Mailer;
    publicUrl: string;
    /** The prohibited words a text holds, however written (lib/word-screen.ts). */
    prohibited: (text: string) => string[];
    log: FastifyBaseLogger;
  },
  jobs: JobQueue,
) {
  const service = ratingsService({ ...deps, repo: ratingsRepository(deps.db) });
  service.register(jobs);
  return { routes: ratingsRoutes(service), reviewsOf: service.reviewsOf };
}
