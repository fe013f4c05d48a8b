import { z } from 'zod';
import { LISTING_STATUSES, Photo } from './listings.ts';

const id = z.number().int();
const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** Roles on an account; an admin is also an operator. */
export const ROLES = ['operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a person may give as the reason of a report. `other` needs a text. */
export const REPORT_REASONS = [
  'fraud_scam',
  'prohibited_item',
  'wrong_category',
  'offensive',
  'duplicate_ad',
  'already_sold',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a report about a person (their profile) may give that one about an ad may not. */
const PERSON_ONLY_REPORT_REASONS = ['fake_profile', 'abusive_messages', 'spam', 'advance_payment'] as const;
/**
 * Why a person is reported: how they deal, not what an ad says (a wrong category or a sold item is
 * no reason to report a person). Fake profile includes pretending to be someone else; advance
 * payment: asked to pay before seeing the item or outside Bazaar. `other` needs a text.
 */
export const PERSON_REPORT_REASONS = ['fraud_scam', ...PERSON_ONLY_REPORT_REASONS, 'other'] as const;
export type PersonReportReason = (typeof PERSON_REPORT_REASONS)[number];

/** Reports Bazaar files by itself (no human reporter). */
export const AUTOMATIC_REPORT_REASONS = ['scam_messages', 'duplicate_photos', 'prohibited_words'] as const;
export type AutomaticReportReason = (typeof AUTOMATIC_REPORT_REASONS)[number];

export const ALL_REPORT_REASONS = [
  ...REPORT_REASONS,
  ...PERSON_ONLY_REPORT_REASONS,
  ...AUTOMATIC_REPORT_REASONS,
] as const;
export type AnyReportReason = (typeof ALL_REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Why a person's report counted toward an automatic hold, or why not: `counted`, or the first rule
 * it missed (e-mail not confirmed, account younger than a day, no ad posted and no message sent,
 * a block between reporter and seller, a network already counted for this ad). Reports about chat
 * messages never hold an ad (`chat_message` once the reporter has standing). `ranked`: an account
 * under 30 days with no upheld report, about a seller in good standing: it ranks the ad in the
 * queue and adds to a hold that a counted report starts, but cannot hold the ad on its own.
 */
export const REPORT_STANDINGS = [
  'counted',
  'ranked',
  'unconfirmed',
  'new_account',
  'no_history',
  'blocked',
  'same_network',
  'chat_message',
] as const;
export type ReportStanding = (typeof REPORT_STANDINGS)[number];

export const MODERATION_LIMITS = {
  reportDetailMax: 1000,
  reasonMin: 3,
  reasonMax: 500,
  appealMin: 10,
  appealMax: 1000,
} as const;

/** A report's body with its own list of reasons; `other` needs a few words. */
const reportBody = <const R extends readonly [string, ...string[]]>(reasons: R) =>
  z
    .object({
      reason: z.enum(reasons),
      detail: z.string().trim().max(MODERATION_LIMITS.reportDetailMax).default(''),
    })
    .superRefine((b, ctx) => {
      if (b.reason === 'other' && b.detail.length < MODERATION_LIMITS.reasonMin)
        ctx.addIssue({ code: 'custom', path: ['detail'], message: 'Tell us what is wrong' });
    });

/** An ad, a chat message or a review. */
export const ReportBody = reportBody(REPORT_REASONS);
export type ReportBody = z.input<typeof ReportBody>;

/** A person, from their profile: the person's reasons only. */
export const PersonReportBody = reportBody(PERSON_REPORT_REASONS);
export type PersonReportBody = z.input<typeof PersonReportBody>;

export const ReportFiled = z.object({ id, message: z.string() });
export type ReportFiled = z.infer<typeof ReportFiled>;

export const MessageReportParams = z.object({ id: idParam, messageId: idParam });

export const AppealBody = z.object({
  text: z.string().trim().min(MODERATION_LIMITS.appealMin).max(MODERATION_LIMITS.appealMax),
});
export type AppealBody = z.infer<typeof AppealBody>;

/** An operator's decision always says why; the reason is stored in the audit log. */
export const DecisionBody = z.object({
  reason: z.string().trim().min(MODERATION_LIMITS.reasonMin).max(MODERATION_LIMITS.reasonMax),
});
export type DecisionBody = z.infer<typeof DecisionBody>;

export const LISTING_ACTIONS = ['dismiss', 'remove', 'restore'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
export const USER_ACTIONS = ['warn', 'suspend', 'reinstate'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
/** Operators' actions, the automatic hold, and role changes (from the console or the command line). */
export const AUDIT_ACTIONS = [
  ...LISTING_ACTIONS,
  ...USER_ACTIONS,
  'hold',
  'appeal',
  'appoint',
  'revoke',
  /** An operator hid a review (ratings), with its reason. */
  'hide_review',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['listing', 'user', 'rating'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const QueueReport = z.object({
  id,
  reason: z.enum(ALL_REPORT_REASONS),
  detail: z.string(),
  automatic: z.boolean(),
  /** Null for automatic reports. */
  standing: z.enum(REPORT_STANDINGS).nullable(),
  createdAt: z.string(),
  reporter: z.object({ id, name: z.string() }).nullable(),
  /** The person the report is about when it is not the seller (a chat message's sender). */
  subject: z.object({ id, name: z.string(), suspended: z.boolean() }).nullable(),
  /** A reported chat message's text. */
  message: z.string().nullable(),
  /** A reported chat message's photos, answered to staff only while the report exists. */
  messagePhotos: z.array(Photo),
  related: z
    .object({ id, title: z.string(), status: z.enum(LISTING_STATUSES), photo: Photo.nullable() })
    .nullable(),
});
export type QueueReport = z.infer<typeof QueueReport>;

export const SellerHistory = z.object({
  id,
  name: z.string(),
  email: z.string(),
  since: z.string(),
  ads: z.number().int(),
  reports: z.number().int(),
  removals: z.number().int(),
  suspended: z.boolean(),
});
export type SellerHistory = z.infer<typeof SellerHistory>;

export const QueueItem = z.object({
  listing: z.object({
    id,
    category: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.number().int(),
    city: z.string(),
    state: z.string(),
    status: z.enum(LISTING_STATUSES),
    createdAt: z.string(),
    moderationReason: z.string().nullable(),
    appeal: z.string().nullable(),
    photos: z.array(Photo),
  }),
  seller: SellerHistory,
  reports: z.array(QueueReport),
  /** Distinct people who reported it (automatic reports not counted). */
  reporters: z.number().int(),
  /** Those of them whose report counted toward a hold (see REPORT_STANDINGS). */
  counted: z.number().int(),
  oldestReportAt: z.string().nullable(),
});
export type QueueItem = z.infer<typeof QueueItem>;

export const Queue = z.object({ items: z.array(QueueItem) });
export type Queue = z.infer<typeof Queue>;

export const ModerationOutcome = z.object({ status: z.enum(LISTING_STATUSES) });
export type ModerationOutcome = z.infer<typeof ModerationOutcome>;

export const UserOutcome = z.object({ suspended: z.boolean() });
export type UserOutcome = z.infer<typeof UserOutcome>;

export const UserIdParams = z.object({ id: idParam });

export const AuditQuery = z.object({
  q: z.string().trim().max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
  operator: z.string().trim().max(254).optional(),
  before: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntry = z.object({
  id,
  operator: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: id,
  reason: z.string(),
  statusBefore: z.string().nullable(),
  statusAfter: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({ items: z.array(AuditEntry), nextBefore: z.number().int().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;

/** Per-day counts of the last 30 days, oldest first (days as YYYY-MM-DD, UTC). */
export const ModerationStats = z.object({
  days: z.array(z.string()),
  adsPosted: z.array(z.number().int()),
  reports: z.array(z.number().int()),
  removals: z.array(z.number().int()),
  suspensions: z.array(z.number().int()),
  open: z.object({ reports: z.number().int(), held: z.number().int() }),
});
export type ModerationStats = z.infer<typeof ModerationStats>;

export const Operator = z.object({ id, name: z.string(), email: z.string(), role: z.enum(ROLES) });
export type Operator = z.infer<typeof Operator>;
export const Operators = z.object({ items: z.array(Operator) });
export type Operators = z.infer<typeof Operators>;
export const AppointBody = z.object({
  email: z.email().max(254),
  role: z.enum(ROLES),
  reason: z.string().trim().min(MODERATION_LIMITS.reasonMin).max(MODERATION_LIMITS.reasonMax),
});
export type AppointBody = z.infer<typeof AppointBody>;
export const RevokeBody = z.object({ email: z.email().max(254), reason: DecisionBody.shape.reason });
export type RevokeBody = z.infer<typeof RevokeBody>;

/** Who may see the console: the web app asks this before loading it. */
export const StaffMe = z.object({ role: z.enum(ROLES) });
export type StaffMe = z.infer<typeof StaffMe>;
