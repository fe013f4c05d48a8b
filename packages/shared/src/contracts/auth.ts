import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { NEXT_MAX } from '../safe-next.ts';
import { ROLES } from './moderation.ts';

// The same schemas validate the forms in the browser and the bodies on the server, so a rule
// (say, the 8-character password minimum) is written once.

const email = z.string().trim().min(1).max(LIMITS.emailMax).pipe(z.email());
const newPassword = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);
/** A password being checked, not chosen: any non-empty value, so old passwords still work. */
const givenPassword = z.string().min(1).max(LIMITS.passwordMax);
/** Indian mobile numbers: 10 digits starting 6-9, optionally written with +91 or a leading 0. */
export const PHONE_PATTERN = /^(?:\+91|0)?[6-9]\d{9}$/;

/** A page of Bazaar to return to; only safeNext decides whether it is followed. */
const next = z.string().max(NEXT_MAX).optional();

const name = z.string().trim().min(1).max(LIMITS.nameMax);

/**
 * Why the server refuses a name a person gives themselves (at sign-up or on an ad): the error
 * code, and the English words of its field message.
 */
export const NAME_REFUSALS = {
  prohibited_name: 'Please choose a name without words about prohibited goods',
  reserved_name: "Please use your own name: names that look like Bazaar's team are kept for it",
  not_a_name: 'Please give just your name, on one line, without links',
} as const;
export type NameRefusal = keyof typeof NAME_REFUSALS;

/**
 * Sign-up asks no password: it is chosen on the page the e-mailed link opens (ConfirmSignupBody).
 * Nor a mobile number: one is added, and verified by SMS, in Settings.
 */
export const SignupBody = z.object({
  name,
  email,
  /** The page to come back to after confirming (checked with safeNext before it goes in the link). */
  next,
});
export type SignupBody = z.infer<typeof SignupBody>;

export const LoginBody = z.object({
  email,
  password: givenPassword,
  remember: z.boolean().default(false),
});
export type LoginBody = z.infer<typeof LoginBody>;
export type LoginInput = z.input<typeof LoginBody>;

export const ForgotBody = z.object({ email, next });
export type ForgotBody = z.infer<typeof ForgotBody>;

/** Opaque single-use tokens from e-mailed links (reset, confirm sign-up). */
const emailToken = z.string().min(20).max(200);

export const ResetBody = z.object({ token: emailToken, password: newPassword });
export type ResetBody = z.infer<typeof ResetBody>;

/**
 * Opening the e-mailed link: whoever can read the address's mail chooses the password and their
 * name. Both are required here: anyone could have typed the address, and a name, at sign-up, so
 * nothing typed then is kept.
 */
export const ConfirmSignupBody = z.object({
  token: emailToken,
  name,
  password: newPassword,
});
export type ConfirmSignupBody = z.infer<typeof ConfirmSignupBody>;

/** The signed-in person, as only they see themselves. */
export const Me = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  hasPassword: z.boolean(),
  google: z.boolean(),
  memberSince: z.string(),
  /** Operators and admins see the moderation console (the web app loads it only for them). */
  role: z.enum(ROLES).nullable().optional(),
});
export type Me = z.infer<typeof Me>;

/** GET /api/auth/session: who is signed in, if anyone. Signed out is an answer here, not a 401. */
export const Session = z.object({ user: Me.nullable() });
export type Session = z.infer<typeof Session>;

/** Answers that must read the same whether or not an account exists. */
export const Accepted = z.object({ status: z.literal('accepted'), message: z.string() });
export type Accepted = z.infer<typeof Accepted>;

/**
 * GET /api/auth/options: what this server offers signed-out visitors. `google`: Google sign-in;
 * `openAdPages`: OPEN_AD_PAGES, ad pages open to everyone (by default only to signed-in people).
 */
export const AuthOptions = z.object({ google: z.boolean(), openAdPages: z.boolean() });
export type AuthOptions = z.infer<typeof AuthOptions>;

/** A rough 0-4 strength hint for the sign-up form; the only hard rule is the minimum length. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (password.length < LIMITS.passwordMin) return 0;
  let score = 1;
  if (password.length >= 12) score++;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  if (kinds >= 3) score++;
  if (password.length >= 16 || (kinds === 4 && password.length >= 10)) score++;
  if (/^(.)\1+$/.test(password) || /^(?:password|12345678|qwerty)/i.test(password)) score = 1;
  return Math.min(score, 4) as 0 | 1 | 2 | 3 | 4;
}
