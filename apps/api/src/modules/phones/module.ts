import type { FastifyBaseLogger } from 'fastify';
import type { SmsSettings } from '../../config.ts';
import { appSecret } from '../../db/app-secrets.ts';
import type { Db } from '../../db/client.ts';
import { phonesRepository } from './repository.ts';
import { phonesRoutes } from './routes.ts';
import { phonesService } from './service.ts';
import { smsSenderFor } from './sms.ts';

/** Verified mobile numbers: codes by SMS (a gateway, or DATA_DIR/sms without one). */
export function phonesModule(db: Db, sms: SmsSettings, log: FastifyBaseLogger) {
  let key: Promise<string> | undefined;
  const service = phonesService({
    repo: phonesRepository(db),
    sms: smsSenderFor(sms),
    codeKey: () => (key ??= appSecret(db, 'phone-codes')),
    log,
  });
  return { routes: phonesRoutes(service) };
}
