import type { Role } from '@bazaar/shared';
import type { Db } from '../../db/client.ts';
import { COMMAND_LINE_ACTOR } from './audit-repository.ts';
import { userDecisions } from './user-decisions.ts';

/**
 * Grant or revoke a role by e-mail from the server's command line (the first admin comes from
 * here). Audited like the console's appointments, with "command line" as the operator. Gives the
 * sentence to print.
 */
export async function changeRoleFromCommandLine(
  db: Db,
  command: 'grant' | 'revoke',
  email: string,
  role?: Role,
): Promise<{ ok: boolean; message: string }> {
  const users = userDecisions(db);
  const person = await users.findByEmail(email);
  if (!person)
    return { ok: false, message: `No account has the e-mail ${email}. Sign up first, then run this again.` };
  const next = command === 'grant' ? role! : null;
  const changed = await users.setRole(
    person.id,
    next,
    COMMAND_LINE_ACTOR,
    command === 'grant' ? `Made ${role} from the command line` : 'Role taken away from the command line',
  );
  if (!changed)
    return {
      ok: true,
      message: next ? `${email} is already ${next}.` : `${email} had no role; nothing changed.`,
    };
  return {
    ok: true,
    message: next ? `${email} is now ${next}.` : `${email} is no longer a member of staff.`,
  };
}
