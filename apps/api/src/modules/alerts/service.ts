import { SAVED_SEARCHES_MAX, type SavedSearch } from '@bazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { istToday } from '../../db/ist-day.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import type { Tx } from '../../db/client.ts';
import type { LivePublisher } from '../events/index.ts';
import { enqueue, type JobQueue } from '../jobs/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { SearchService } from '../search/index.ts';
import { digestMail } from './digest-mail.ts';
import { normaliseSearch } from './normalise.ts';
import type { AlertsRepository } from './repository.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

export const MATCH_JOB = 'alerts.match';
export const DIGEST_JOB = 'alerts.digest';

/** The digest of an Indian day goes out a few minutes after that day ends. */
export function digestRunAt(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+05:30`) + 24 * 3600 * 1000 + 5 * 60 * 1000);
}

/**
 * To be called inside the transaction that publishes an ad (new or republished): the matching is
 * then a durable job that exists exactly when the ad is live.
 */
export const enqueueMatching = (tx: Db | Tx, listingId: number) => enqueue(tx, MATCH_JOB, { listingId });

export interface AlertsDeps {
  db: Db;
  repo: AlertsRepository;
  search: SearchService;
  live: LivePublisher;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** Saved searches, the alerts a new ad sets off (bell, live) and the daily digest mail. */
export function alertsService({ db, repo, search, live, mailer, publicUrl, log }: AlertsDeps) {
  const present = (r: Awaited<ReturnType<AlertsRepository['list']>>[number]): SavedSearch => ({
    id: r.id,
    query: r.query,
    enabled: r.enabled,
    createdAt: r.createdAt.toISOString(),
    matches: r.matches,
  });

  async function unsubscribeUrl(userId: number) {
    const url = new URL('/alerts/unsubscribe', publicUrl);
    url.searchParams.set('token', unsubscribeToken(await repo.signingKey(), userId));
    return url.toString();
  }

  return {
    async save(user: UserRow, raw: Record<string, string | string[]>) {
      const normalised = await normaliseSearch(raw, search);
      if ((await repo.count(user.id)) >= SAVED_SEARCHES_MAX)
        throw new Invalid(`You can keep up to ${SAVED_SEARCHES_MAX} saved searches: delete one first`, {
          query: 'too_many',
        });
      return repo.save(user.id, normalised);
    },

    async list(user: UserRow): Promise<SavedSearch[]> {
      return (await repo.list(user.id)).map(present);
    },

    async setEnabled(user: UserRow, id: number, enabled: boolean) {
      if (!(await repo.setEnabled(user.id, id, enabled)))
        throw new NotFound('This saved search does not exist');
    },

    async remove(user: UserRow, id: number) {
      if (!(await repo.remove(user.id, id))) throw new NotFound('This saved search does not exist');
    },

    async unsubscribe(token: string) {
      const userId = readUnsubscribeToken(await repo.signingKey(), token);
      if (userId === null || !(await repo.userExists(userId)))
        throw new Invalid('This unsubscribe link is not valid', { token: 'invalid' });
      await repo.setDigest(userId, false);
    },

    digestWanted: (user: UserRow) => repo.digestWanted(user.id),
    setDigest: (user: UserRow, on: boolean) => repo.setDigest(user.id, on),

    /** Job: the saved searches a newly published ad fits ring their owners' bells, live. */
    async matchJob(payload: Record<string, unknown>) {
      const listingId = Number(payload.listingId);
      const notices = await db.transaction(async (tx) => {
        const made = await repo.matchListing(tx, listingId);
        if (made.length) {
          const day = istToday();
          await enqueue(tx, DIGEST_JOB, { day }, { singletonKey: day, runAt: digestRunAt(day) });
        }
        return made;
      });
      // One signal for everyone told (the publisher packs recipients into a few NOTIFYs): a popular
      // search must not cost one round trip per person.
      if (notices.length)
        await live.send(
          notices.map((n) => n.userId),
          { type: 'notification' },
        );
    },

    /** Job: one mail per person with that day's matches; a second run sends nothing again. */
    async digestJob(payload: Record<string, unknown>) {
      const day = String(payload.day);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Bad digest day: ${day}`);
      let sent = 0;
      for (const userId of await repo.digestRecipients(day)) {
        const link = await unsubscribeUrl(userId);
        const done = await repo.sendDigestOnce(userId, day, async (tx) => {
          const { person, ads } = await repo.digestContent(tx, userId, day);
          if (!person || ads.length === 0) return;
          await mailer.send(
            digestMail({ to: person.email, name: person.name, day, ads, publicUrl, unsubscribeUrl: link }),
          );
        });
        if (done) sent++;
      }
      log.info({ day, sent }, 'saved-search digests sent');
    },

    /** This process works the alert jobs. */
    register(queue: JobQueue) {
      queue.work(MATCH_JOB, (p) => this.matchJob(p));
      queue.work(DIGEST_JOB, (p) => this.digestJob(p));
    },
  };
}

export type AlertsService = ReturnType<typeof alertsService>;
