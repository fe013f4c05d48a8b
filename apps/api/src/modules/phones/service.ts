import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_VERIFICATION, type MyPhone, type PhoneCodeSent } from '@bazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Conflict, DomainError, Gone, Invalid, NotFound, TooManyRequests } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import type { LivePublisher } from '../events/index.ts';
import { enqueue, type JobQueue } from '../jobs/index.ts';
import type { Mailer } from '../mail/index.ts';
import { numberMovedMail } from './moved-mail.ts';
import type { PhonesRepository } from './repository.ts';
import type { SmsSender } from './sms.ts';

export const NUMBER_MOVED_MAIL_JOB = 'phones.number-moved-mail';
const MINUTE_MS = 60_000;
const V = PHONE_VERIFICATION;
/** Notices name the number by its last 4 digits: enough for its owner to know it, no more. */
const endingOf = (phone: string) => phone.slice(-4);

/** The SMS itself, English then Hindi (an account keeps no language). */
export function codeMessage(code: string): string {
  return (
    `Bazaar: your code is ${code}. It works for ${V.codeValidMinutes} minutes. Never share it with anyone, not even a buyer.\n` +
    `Bazaar: आपका कोड ${code} है। यह ${V.codeValidMinutes} मिनट तक मान्य है। इसे किसी को न बताएं, खरीदार को भी नहीं।`
  );
}

class SmsNotSent extends DomainError {
  constructor() {
    super(502, 'sms_failed', 'We could not send the SMS just now. Please try again in a minute.');
  }
}

/**
 * Verifying an Indian mobile number: a 6-digit code by SMS, valid 10 minutes, 5 tries, a new code
 * after 60 s. Only a keyed hash of the code is stored (a leaked table does not give codes away;
 * a plain hash of six digits would). The number a person proved becomes theirs alone.
 */
export function phonesService(deps: {
  repo: PhonesRepository;
  sms: SmsSender;
  /** The key codes are hashed with (app secret). */
  codeKey: () => Promise<string>;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** The previous owner of a number that moves hears of it: in the bell, live, and by e-mail. */
  live: Pick<LivePublisher, 'send'>;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { repo, sms } = deps;
  const hashOf = async (userId: number, phone: string, code: string) =>
    createHmac('sha256', await deps.codeKey())
      .update(`${userId}:${phone}:${code}`)
      .digest('hex');

  async function mine(user: UserRow): Promise<MyPhone> {
    const [verified, pending] = await Promise.all([repo.verifiedOf(user.id), repo.pendingOf(user.id)]);
    const live = pending && pending.expiresAt > new Date() && pending.attempts < V.attemptsMax;
    return {
      verified: verified?.phone ?? null,
      verifiedAt: verified?.verifiedAt.toISOString() ?? null,
      pending: live
        ? {
            phone: pending.phone,
            expiresAt: pending.expiresAt.toISOString(),
            resendAt: new Date(pending.sentAt.getTime() + V.resendAfterSeconds * 1000).toISOString(),
            attemptsLeft: V.attemptsMax - pending.attempts,
          }
        : null,
    };
  }

  /** A wait before another code, so one cannot flood a number or our SMS bill. */
  function refuseIfTooSoon(lastSent: Date | undefined) {
    if (!lastSent) return;
    const waitMs = lastSent.getTime() + V.resendAfterSeconds * 1000 - Date.now();
    if (waitMs > 0)
      throw new TooManyRequests(
        Math.ceil(waitMs / 1000),
        `A code was sent a moment ago. You can ask for a new one in ${Math.ceil(waitMs / 1000)} seconds.`,
      );
  }

  return {
    mine,

    async sendCode(user: UserRow, phone: string): Promise<PhoneCodeSent> {
      const verified = await repo.verifiedOf(user.id);
      if (verified?.phone === phone)
        throw new Conflict('already_verified', 'This number is already verified on your account');
      refuseIfTooSoon((await repo.pendingOf(user.id))?.sentAt);
      refuseIfTooSoon(await repo.lastSentToNumber(phone, user.id));
      const code = String(randomInt(0, 10 ** V.codeLength)).padStart(V.codeLength, '0');
      const expiresAt = new Date(Date.now() + V.codeValidMinutes * MINUTE_MS);
      await repo.savePending(user.id, phone, await hashOf(user.id, phone, code), expiresAt);
      try {
        await sms.send(phone, codeMessage(code));
      } catch (err) {
        // Nothing was sent: the person may ask again at once.
        await repo.dropPending(user.id);
        deps.log.error({ err }, 'verification SMS not sent');
        throw new SmsNotSent();
      }
      return {
        phone,
        expiresAt: expiresAt.toISOString(),
        resendAt: new Date(Date.now() + V.resendAfterSeconds * 1000).toISOString(),
      };
    },

    async verify(user: UserRow, code: string): Promise<MyPhone> {
      const pending = await repo.pendingOf(user.id);
      if (!pending) throw new NotFound('Ask for a code first');
      if (pending.expiresAt <= new Date())
        throw new Gone('code_expired', 'This code has expired. Ask for a new one.');
      if (pending.attempts >= V.attemptsMax)
        throw new DomainError(429, 'too_many_tries', 'Too many wrong codes. Ask for a new one.');
      const given = Buffer.from(await hashOf(user.id, pending.phone, code));
      const right = Buffer.from(pending.codeHash);
      if (given.length !== right.length || !timingSafeEqual(given, right)) {
        const tries = (await repo.countWrongTry(user.id)) ?? V.attemptsMax;
        const left = Math.max(0, V.attemptsMax - tries);
        throw new Invalid(left ? 'This code is not right' : 'Too many wrong codes. Ask for a new one.', {
          code: left ? `Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left` : 'No tries left',
        });
      }
      const ending = endingOf(pending.phone);
      // Security notices are also e-mailed (as failed sign-ins are): someone else now holds a
      // number the person may still count on. Who took it stays unsaid, in the bell and the mail.
      const { tookFrom } = await repo.verify(user.id, pending.phone, async (tx, previousOwner) => {
        await repo.addMovedNotice(tx, previousOwner, ending);
        await enqueue(tx, NUMBER_MOVED_MAIL_JOB, { userId: previousOwner, ending });
      });
      if (tookFrom) {
        deps.log.info({ from: tookFrom, to: user.id }, 'verified number moved to another account');
        await deps.live.send([tookFrom], { type: 'notification' });
      }
      return mine(user);
    },

    async remove(user: UserRow): Promise<MyPhone> {
      await repo.removeVerified(user.id);
      await repo.dropPending(user.id);
      return mine(user);
    },

    /** Job: the e-mail to the account a verified number left. */
    async numberMovedMailJob(payload: Record<string, unknown>) {
      const to = await repo.mailTo(Number(payload.userId));
      if (!to) return;
      await deps.mailer.send(
        numberMovedMail({
          to: to.email,
          name: to.name,
          ending: String(payload.ending),
          settingsUrl: new URL('/account/settings', deps.publicUrl).toString(),
        }),
      );
    },

    register(queue: JobQueue) {
      queue.work(NUMBER_MOVED_MAIL_JOB, (p) => this.numberMovedMailJob(p));
    },
  };
}

export type PhonesService = ReturnType<typeof phonesService>;
