import { z } from 'zod';

/** Verifying a mobile number by a code sent in an SMS. */
export const PHONE_VERIFICATION = {
  codeLength: 6,
  /** A code works this long after it was sent. */
  codeValidMinutes: 10,
  /** Wrong codes before the code is spent and a new one must be asked for. */
  attemptsMax: 5,
  /** A new code for the same number no sooner than this after the last one. */
  resendAfterSeconds: 60,
  /** Codes sent to one number, whoever asks, and codes one account asks for, per hour. */
  sendsPerNumberPerHour: 5,
  sendsPerAccountPerHour: 8,
} as const;

/** Indian mobile numbers only: 10 digits starting 6–9, written alone or after +91, 91 or 0. */
export const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** The number as it is stored and sent: +91 and ten digits. */
export function indianMobileE164(text: string): string | null {
  const digits = text.replace(/[\s\-().]/g, '');
  const m = INDIAN_MOBILE.exec(digits);
  return m ? `+91${m[1]}` : null;
}

export const PhoneNumberBody = z.object({
  phone: z
    .string()
    .max(30)
    .transform((s, ctx) => {
      const e164 = indianMobileE164(s.trim());
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit Indian mobile number (starting 6–9)' });
        return z.NEVER;
      }
      return e164;
    }),
});
export type PhoneNumberBody = z.input<typeof PhoneNumberBody>;

export const PhoneCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_VERIFICATION.codeLength}}$`), 'Enter the 6-digit code from the SMS'),
});
export type PhoneCodeBody = z.infer<typeof PhoneCodeBody>;

/** POST /api/me/phone: a code is on its way to this number. */
export const PhoneCodeSent = z.object({
  phone: z.string(),
  expiresAt: z.string(),
  /** A new code may be asked for from then on. */
  resendAt: z.string(),
});
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;

/** GET /api/me/phone: my verified number, and a verification under way. */
export const MyPhone = z.object({
  /** The verified number (+91…), only ever shown to its owner. */
  verified: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  pending: z
    .object({
      phone: z.string(),
      expiresAt: z.string(),
      resendAt: z.string(),
      attemptsLeft: z.number().int(),
    })
    .nullable(),
});
export type MyPhone = z.infer<typeof MyPhone>;
