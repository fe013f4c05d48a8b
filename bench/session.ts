// Ad pages are for signed-in people (SPEC §6): the bench signs a demo seller in through the API, as
// the login page does, and sends that session cookie with every ad page request.
import { generateUsers } from '../apps/api/src/db/seed/people.ts';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-password.ts';

// seedDemo's default seed, which both the first start and `npm run seed` use.
const DEMO_SEED = 2006;

/** The demo accounts: the same people on every seeded database (the generator is deterministic). */
export const [DEMO_EMAIL, SECOND_DEMO_EMAIL] = generateUsers(2, DEMO_SEED).map((u) => u.email) as [
  string,
  string,
];

/** Signs a demo account in and returns the `Cookie` header a browser would send afterwards. */
export async function signIn(apiUrl: string, email = DEMO_EMAIL): Promise<string> {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: apiUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`signing in ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bazaar_session='));
  if (!cookie) throw new Error('signing in gave no session cookie');
  const pair = cookie.split(';')[0]!;
  const check = await fetch(`${apiUrl}/api/auth/session`, { headers: { cookie: pair } });
  const session = (await check.json()) as { user: { email: string } | null };
  if (session.user?.email !== email) throw new Error('the session cookie does not sign in');
  return pair;
}
