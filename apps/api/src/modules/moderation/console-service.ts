import type {
  AppointBody,
  AuditPage,
  AuditQuery,
  ListingAction,
  ModerationOutcome,
  ModerationStats,
  Operators,
  Queue,
  RevokeBody,
  UserAction,
  UserOutcome,
} from '@bazaar/shared';
import { DomainError, Forbidden, NotFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { photoKeyOf } from '../media/index.ts';
import type { LivePublisher } from '../events/index.ts';
import type { ListingWatchers } from '../listings/index.ts';
import type { Actor, AuditRepository } from './audit-repository.ts';
import type { ListingDecisions } from './listing-decisions.ts';
import { presentAudit, presentQueueItem, presentReport } from './presenter.ts';
import type { QueueRepository } from './queue-repository.ts';
import { STATS_DAYS, type StatsRepository } from './stats-repository.ts';
import type { UserDecisions } from './user-decisions.ts';

const QUEUE_SIZE = 50;
const AUDIT_PAGE = 50;
const actorOf = (user: UserRow): Actor => ({ id: user.id, email: user.email });
const AD_GONE = 'This ad does not exist or was removed by its seller';
const PERSON_GONE = 'No account has this e-mail address';

export interface ConsoleDeps {
  queue: QueueRepository;
  listings: ListingDecisions;
  users: UserDecisions;
  audit: AuditRepository;
  stats: StatsRepository;
  live: LivePublisher;
  watchers: Pick<ListingWatchers, 'offersClosed'>;
  /** Signs a person out everywhere, including the sessions this process remembers. */
  endSessions(userId: number): Promise<void>;
}

/** The console's rules. Who may call what is checked before (policy.ts); here, what may be done. */
export function consoleService(d: ConsoleDeps) {
  return {
    async queue(): Promise<Queue> {
      const entries = await d.queue.entries(QUEUE_SIZE);
      const ids = entries.map((e) => e.id);
      const [listings, reports] = await Promise.all([d.queue.listings(ids), d.queue.openReports(ids)]);
      const relatedIds = reports.flatMap((r) => (r.related?.id ? [r.related.id] : []));
      const photos = await d.queue.photos([...ids, ...relatedIds]);
      const sellers = await d.queue.sellers([...new Set(listings.map((l) => l.sellerId))]);
      const messagePhotos = await d.queue.messagePhotos(
        reports.flatMap((r) => (r.report.messageId ? [r.report.messageId] : [])),
      );
      const photosOfMessage = (id: number | null) => messagePhotos.filter((p) => p.messageId === id);
      const photosOf = (id: number) => photos.filter((p) => p.listingId === id);
      const byId = new Map(listings.map((l) => [l.id, l]));
      const sellerOf = new Map(sellers.map((s) => [Number(s.id), s]));
      return {
        items: entries.flatMap((e) => {
          const listing = byId.get(e.id);
          const seller = listing && sellerOf.get(listing.sellerId);
          if (!listing || !seller) return [];
          const own = reports
            .filter((r) => r.report.listingId === e.id)
            .map((r) =>
              presentReport(
                r,
                (id) => photosOf(id)[0],
                r.report.messageId ? photosOfMessage(r.report.messageId) : [],
              ),
            );
          return [presentQueueItem(listing, photosOf(e.id), seller, own, e)];
        }),
      };
    },

    /** A reported chat message's photo file, for staff reviewing the report; 404 for any other. */
    async reportPhotoFile(reportId: number, file: string): Promise<string> {
      const key = photoKeyOf(file);
      if (!key || !(await d.queue.isReportedPhoto(reportId, key))) throw new NotFound('No such photo');
      return file;
    },

    async decideListing(
      user: UserRow,
      id: number,
      action: ListingAction,
      reason: string,
    ): Promise<ModerationOutcome> {
      const decided = await d.listings[action](id, actorOf(user), reason);
      if (!decided) throw new NotFound(AD_GONE);
      await d.watchers.offersClosed(decided.closed, decided.sellerId);
      if (decided.told.length) await d.live.send(decided.told, { type: 'notification' });
      return { status: decided.after };
    },

    async decideUser(user: UserRow, id: number, action: UserAction, reason: string): Promise<UserOutcome> {
      const target = await d.users.find(id);
      if (!target) throw new NotFound('This account does not exist');
      if (target.id === user.id) throw new Forbidden('You cannot do this to your own account');
      // Staff answer to admins: an operator cannot warn or suspend another operator or an admin.
      if (target.role && user.role !== 'admin')
        throw new Forbidden('Only an admin can do this to a member of staff');
      const actor = actorOf(user);
      if (action === 'warn') {
        await d.users.warn(id, actor, reason);
        await d.live.send([id], { type: 'notification' });
        return { suspended: target.suspended };
      }
      const changed =
        action === 'suspend'
          ? await d.users.suspend(id, actor, reason)
          : await d.users.reinstate(id, actor, reason);
      if (!changed)
        throw new DomainError(
          409,
          'unchanged',
          action === 'suspend' ? 'This account is already suspended' : 'This account is not suspended',
        );
      // The suspension deleted the sessions; this process forgets the ones it remembered too.
      if (action === 'suspend') await d.endSessions(id);
      return { suspended: action === 'suspend' };
    },

    async audit(q: AuditQuery): Promise<AuditPage> {
      const rows = await d.audit.search(q as Parameters<AuditRepository['search']>[0], AUDIT_PAGE + 1);
      const page = rows.slice(0, AUDIT_PAGE);
      return {
        items: page.map(presentAudit),
        nextBefore: rows.length > AUDIT_PAGE ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async stats(): Promise<ModerationStats> {
      const [daily, totals] = await Promise.all([d.stats.daily(), d.stats.totals()]);
      const days: string[] = [];
      const today = new Date();
      for (let i = STATS_DAYS - 1; i >= 0; i--) {
        days.push(
          new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i))
            .toISOString()
            .slice(0, 10),
        );
      }
      const series = (m: Map<string, number>) => days.map((day) => m.get(day) ?? 0);
      return {
        days,
        adsPosted: series(daily.adsPosted),
        reports: series(daily.reported),
        removals: series(daily.removals),
        suspensions: series(daily.suspensions),
        open: { reports: totals.reports, held: totals.held },
      };
    },

    async operators(): Promise<Operators> {
      const rows = await d.users.staff();
      return { items: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, role: r.role! })) };
    },

    async appoint(user: UserRow, body: AppointBody): Promise<Operators> {
      const target = await d.users.findByEmail(body.email);
      if (!target) throw new NotFound(PERSON_GONE);
      if (target.id === user.id) throw new Forbidden('You cannot change your own role');
      await d.users.setRole(target.id, body.role, actorOf(user), body.reason);
      return this.operators();
    },

    async revoke(user: UserRow, body: RevokeBody): Promise<Operators> {
      const target = await d.users.findByEmail(body.email);
      if (!target?.role) throw new NotFound('No member of staff has this e-mail address');
      if (target.id === user.id) throw new Forbidden('You cannot change your own role');
      await d.users.setRole(target.id, null, actorOf(user), body.reason);
      return this.operators();
    },
  };
}

export type ConsoleService = ReturnType<typeof consoleService>;
