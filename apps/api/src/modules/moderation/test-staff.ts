import type { TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { changeRoleFromCommandLine } from './staff-roles.ts';

/** A signed-in operator or admin, made the way `npm run admin -- grant` makes one. */
export async function signedInStaff(t: TestApp, role: 'operator' | 'admin', name = 'Olga Operator') {
  const person = await signedIn(t, { name });
  const result = await changeRoleFromCommandLine(t.database.db, 'grant', person.user.email, role);
  if (!result.ok) throw new Error(result.message);
  return person;
}
