import type { Me } from '@bazaar/shared';
import type { UserRow } from './repository.ts';

/** The signed-in person's own view: their e-mail and phone, never the password hash. */
export function presentMe(user: UserRow): Me {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    hasPassword: user.passwordHash !== null,
    google: user.googleSubject !== null,
    memberSince: user.createdAt.toISOString(),
    role: user.role,
  };
}
