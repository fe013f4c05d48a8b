import { EXPIRY_REMINDER_DAYS, type RenewedListing, type RenewLinkInfo } from '@bazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { Conflict, DomainError, Invalid, NotFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { comeback, type ComebackRefusal } from '../listings/index.ts';
import type { LivePublisher } from '../events/index.ts';
import { enqueue, type JobQueue } from '../jobs/index.ts';
import type { Mailer } from '../mail/index.ts';
import { reminderMail } from './reminder-mail.ts';
import type { ExpiryRepository, RenewableRow } from './repository.ts';
import { readRenewToken, renewToken } from './renew-token.ts';

export const EXPIRE_JOB = 'listings.expire';
export const REMINDER_MAIL_JOB = 'listings.expiry-reminder-mail';
/** How often ads are checked for their end and their reminder: an ad ends at most this late. */
export const EXPIRY_EVERY_MS = 10 * 60 * 1000;
/** Ads ended or reminded per transaction: a backlog goes in short steps, not one long lock. */
const BATCH = 200;
/** A renew link works this long after the end it was sent about; then My Ads is the way. */
const LINK_DAYS_AFTER_END = 30;

const AD_GONE = 'This ad does not exist or has been removed';
export const LINK_INVALID = 'This renewal link is not valid';
export const LINK_EXPIRED = 'This renewal link has expired: sign in and renew the ad from My Ads';
const NOT_RENEWABLE = 'This ad cannot be renewed: only live and ended ads can';
const REFUSALS: Record<ComebackRefusal, string> = {
  not_allowed: NOT_RENEWABLE,
  under_review: 'This ad is with our team; it cannot be renewed now',
  seller_suspended: 'This ad cannot be renewed while its account is suspended',
};
const notRenewable = (why: ComebackRefusal) => new Conflict('not_renewable', REFUSALS[why]);

export interface ExpiryDeps {
  db: Db;
  repo: ExpiryRepository;
  live: LivePublisher;
  mailer: Mailer;
  publicUrl: string;
  ttlDays: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

const present = (r: RenewableRow): RenewedListing => ({
  id: r.id,
  category: r.category,
  title: r.title,
  expiresAt: r.expiresAt.toISOString(),
});

/** Ads live LISTING_TTL_DAYS: reminders before the end, the end itself, and renewal. */
export function expiryService({ db, repo, live, mailer, publicUrl, ttlDays, log }: ExpiryDeps) {
  async function renewUrl(r: { id: number; period: number }) {
    const url = new URL('/renew', publicUrl);
    url.searchParams.set('token', renewToken(await repo.signingKey(), { listingId: r.id, period: r.period }));
    return url.toString();
  }

  /** The ad a renew link names, and whether it still renews that period; refusals say why. */
  async function readLink(token: string) {
    const grant = readRenewToken(await repo.signingKey(), token);
    if (!grant) throw new Invalid(LINK_INVALID, { token: LINK_INVALID });
    const ad = await repo.find(grant.listingId);
    if (!ad) throw new NotFound(AD_GONE);
    // The same rule as every other way back (listings/comeback.ts): the link shows no button it would refuse.
    const verdict = comeback(ad, 'renew');
    if (!verdict.ok) throw notRenewable(verdict.why);
    // Renewed since the link was sent (from My Ads, or by this very link): nothing more to do.
    if (ad.period > grant.period && ad.status === 'active') return { ad, renewed: true };
    if (Date.now() > (grant.period + LINK_DAYS_AFTER_END * 86_400) * 1000 || ad.period !== grant.period)
      throw new DomainError(410, 'link_expired', LINK_EXPIRED, { token: LINK_EXPIRED });
    return { ad, renewed: false, grant };
  }

  return {
    /** Job: ends every ad whose time ran out, in batches; each batch tells its people live. */
    async expireJob() {
      let ended = 0;
      for (;;) {
        const { ids, told } = await repo.expireDue(BATCH);
        if (told.length) await live.send(told, { type: 'notification' });
        ended += ids.length;
        if (ids.length < BATCH) break;
      }
      if (ended) log.info({ ended }, 'ads ended');
      let reminded = 0;
      for (;;) {
        const rows = await db.transaction(async (tx) => {
          const due = await repo.remindDue(tx, EXPIRY_REMINDER_DAYS, BATCH);
          // The e-mail is a job of its own, added with the mark: sent once, retried if SMTP fails.
          for (const r of due)
            await enqueue(
              tx,
              REMINDER_MAIL_JOB,
              { listingId: r.id, period: r.period },
              { singletonKey: `${r.id}:${r.period}` },
            );
          return due;
        });
        if (rows.length) await live.send([...new Set(rows.map((r) => r.sellerId))], { type: 'notification' });
        reminded += rows.length;
        if (rows.length < BATCH) break;
      }
      if (reminded) log.info({ reminded }, 'sellers reminded of ads ending soon');
    },

    /** Job: the reminder's e-mail, unless the ad was renewed or ended meanwhile. */
    async reminderMailJob(payload: Record<string, unknown>) {
      const ad = await repo.find(Number(payload.listingId));
      if (!ad || ad.status !== 'active' || ad.period !== Number(payload.period)) return;
      const seller = await repo.seller(ad.sellerId);
      if (!seller) return;
      await mailer.send(
        reminderMail({ to: seller.email, name: seller.name, ad, publicUrl, renewUrl: await renewUrl(ad) }),
      );
    },

    /** My Ads and the ad's page: the seller renews a live or ended ad of theirs. */
    async renewOwn(user: UserRow, id: number): Promise<RenewedListing> {
      const result = await repo.renew(id, ttlDays, { sellerId: user.id });
      if (result && 'renewed' in result) return present(result.renewed);
      const ad = await repo.find(id);
      if (!ad || ad.sellerId !== user.id || ad.status === 'removed') throw new NotFound(AD_GONE);
      throw notRenewable(result?.refused ?? 'not_allowed');
    },

    /** The renew link's page, before anything changes (GET: link scanners change nothing). */
    async linkInfo(token: string): Promise<RenewLinkInfo> {
      const { ad, renewed } = await readLink(token);
      return { state: renewed ? 'renewed' : 'renewable', listing: present(ad) };
    },

    /** The renew link's button: renews that period once; pressing it again answers the same. */
    async renewByLink(token: string): Promise<RenewedListing> {
      const link = await readLink(token);
      if (!link.grant) return present(link.ad);
      const result = await repo.renew(link.ad.id, ttlDays, { period: link.grant.period });
      if (result && 'renewed' in result) return present(result.renewed);
      if (result) throw notRenewable(result.refused);
      // Renewed or changed at this very moment by another request: answer what it is now.
      const again = await readLink(token);
      if (again.renewed) return present(again.ad);
      throw notRenewable('not_allowed');
    },

    /** This process works the expiry jobs; one expiry pass runs every EXPIRY_EVERY_MS across all. */
    register(queue: JobQueue) {
      queue.every(EXPIRE_JOB, EXPIRY_EVERY_MS, () => this.expireJob());
      queue.work(REMINDER_MAIL_JOB, (p) => this.reminderMailJob(p));
    },
  };
}

export type ExpiryService = ReturnType<typeof expiryService>;
