import type { FastifyBaseLogger } from 'fastify';
import type { SmsSettings } from '../../config.ts';
import { appSecret } from '../../db/app-secrets.ts';
import type { Db } from '../../db/client.ts';
import type { LivePublisher } from '../events/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { Mailer } from '../mail/index.ts';
import { phonesRepository } from './repository.ts';
import { phonesRoutes } from './routes.ts';
import { phonesService } from './service.ts';
import { smsSenderFor } from './sms.ts';

/**
 * Verified mobile numbers: codes by SMS (a gateway, or DATA_DIR/sms without one), and the notice
 * (bell and e-mail job) to an account whose number another account verified.
 */
export function phonesModule(
  deps: {
    db: Db;
    sms: SmsSettings;
    log: FastifyBaseLogger;
    live: LivePublisher;
    mailer: Mailer;
    publicUrl: string;
  },
  jobs: JobQueue,
) {
  let key: Promise<string> | undefined;
  const service = phonesService({
    repo: phonesRepository(deps.db),
    sms: smsSenderFor(deps.sms),
    codeKey: () => (key ??= appSecret(deps.db, 'phone-codes')),
    log: deps.log,
    live: deps.live,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
  });
  service.register(jobs);
  return { routes: phonesRoutes(service) };
}
