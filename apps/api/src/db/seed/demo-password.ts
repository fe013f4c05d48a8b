import { hashPassword } from '../../modules/auth/index.ts';

/** Every demo seller signs in with this password (README: "Demo accounts"). */
export const DEMO_PASSWORD = 'bazaar-demo';

// argon2 is deliberately slow; thousands of demo sellers share one hash made once.
let hashed: Promise<string> | undefined;
export const demoPasswordHash = () => (hashed ??= hashPassword(DEMO_PASSWORD));
