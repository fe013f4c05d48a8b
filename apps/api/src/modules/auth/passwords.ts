import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
// (Algorithm is a const enum, unusable under isolatedModules: 2 is Argon2id.)
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Checked when there is no account (or no password on it), so the answer takes as long as a real
// check and timing does not tell whether an e-mail has an account.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('no account has this password'));

/** True only for a stored hash that matches; a missing hash still costs one verification. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Hashes the throwaway password once, at start, so the first unknown e-mail is not the slow one. */
export const warmUpPasswords = () => dummy().then(() => undefined);
