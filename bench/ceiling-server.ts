// The ceiling of `npm run bench`: Bazaar's API built exactly as apps/api/src/server.ts builds it
// (same configuration, every plugin and hook), plus one bench-only route, GET /api/bench/ceiling,
// that sends one fixed shared answer through `sendShared`. Its req/s is what the stack itself can
// serve on this machine when an answer costs nothing to find; the scenarios are held to shares of it.
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { startPgliteMaintenance } from '../apps/api/src/db/maintenance.ts';
import { openDatabase } from '../apps/api/src/db/open.ts';
import { seedDemo } from '../apps/api/src/db/seed/demo.ts';
import { countListings } from '../apps/api/src/db/seed/insert.ts';
import { cacheControl, sendShared, SharedJson } from '../apps/api/src/lib/shared-json.ts';
import { warmUpPasswords } from '../apps/api/src/modules/auth/passwords.ts';
import { photoStoreFor } from '../apps/api/src/modules/media/store.ts';
import { CEILING_PATH, TYPICAL_LIST } from './scenarios.ts';

const config = loadConfig();
const opened = await openDatabase(config);
const app = await buildApp({ config, database: opened.database });
await warmUpPasswords();
if (config.seedDemo && (await countListings(opened.database.db)) === 0) {
  await seedDemo(opened.database, photoStoreFor(config), {
    count: config.demoListings,
    photos: 'unique',
    log: app.log,
  });
}
const stopMaintenance = startPgliteMaintenance(opened.database, (msg) => app.log.info(msg));

const fixed: { answer?: SharedJson } = {};
app.get(CEILING_PATH, (req, reply) => {
  if (!fixed.answer) return reply.code(503).send();
  return sendShared(req, reply, fixed.answer, cacheControl.shared);
});
// Read once through the app itself, then frozen: the route never looks anything up again.
const typical = await app.inject(TYPICAL_LIST);
if (typical.statusCode !== 200) throw new Error(`${TYPICAL_LIST}: ${typical.statusCode}`);
fixed.answer = new SharedJson(typical.body);
app.log.info(`${CEILING_PATH}: a fixed answer of ${typical.body.length} bytes`);

process.on('SIGTERM', () => {
  stopMaintenance();
  void app
    .close()
    .then(() => opened.close())
    .then(() => process.exit(0));
});
await app.listen({ port: config.port, host: config.host });
