import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { users } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { createUser } from './factories.ts';

export const TEST_PASSWORD = 'correct horse battery';

/** `name=value` of the session cookie a response set, ready for a `cookie` header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((k) => k.name === 'bazaar_session');
  if (!c) throw new Error(`no session cookie in the answer (${res.statusCode} ${res.body})`);
  return `${c.name}=${c.value}`;
}

/** A person with a password, signed in; gives their row and the cookie header. */
export async function signedIn(
  t: Pick<TestApp, 'app' | 'database'>,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(t.database.db, {
    passwordHash: await hashPassword(TEST_PASSWORD),
    ...overrides,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { user, cookie: sessionCookie(res) };
}
