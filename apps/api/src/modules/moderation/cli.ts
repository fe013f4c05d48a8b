// `npm run admin -- grant someone@example.in admin|operator` and `npm run admin -- revoke someone@example.in`:
// roles from the server's command line, on the configured database (DATABASE_URL, or PGlite in
// DATA_DIR). The embedded database takes one process at a time: while a server runs on DATA_DIR
// this refuses with a clear message (stop the server, run it, start the server again).
import { ROLES, type Role } from '@bazaar/shared';
import { loadConfig } from '../../config.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { openDatabase } from '../../db/open.ts';
import { changeRoleFromCommandLine } from './staff-roles.ts';

const USAGE = `Usage:
  npm run admin -- grant <e-mail> admin|operator
  npm run admin -- revoke <e-mail>`;

const [command, email, role] = process.argv.slice(2);
const valid =
  (command === 'grant' && email && (ROLES as readonly string[]).includes(role ?? '')) ||
  (command === 'revoke' && email && role === undefined);
if (!valid) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
let opened;
try {
  opened = await openDatabase(config);
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(
    `${err.message}\nThe embedded database serves one process at a time: stop the server, run this ` +
      'command, then start the server again. (With DATABASE_URL it works while servers run.)',
  );
  process.exit(1);
}
try {
  const result = await changeRoleFromCommandLine(
    opened.database.db,
    command as 'grant' | 'revoke',
    email!,
    role as Role | undefined,
  );
  (result.ok ? console.log : console.error)(result.message);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await opened.close();
}
