import { z } from 'zod';
import { ALL_REPORT_REASONS } from './moderation.ts';

const id = z.number().int();

/** An open report about a person (their profile) or a review they wrote, as operators see it. */
export const PeopleReport = z.object({
  id,
  /** A person's reasons (PERSON_REPORT_REASONS), an ad's for a review (and for people reported before those). */
  reason: z.enum(ALL_REPORT_REASONS),
  detail: z.string(),
  createdAt: z.string(),
  /** Reports by people with a verified number rank first (they weigh more). */
  reporter: z.object({ id, name: z.string(), phoneVerified: z.boolean() }),
  subject: z.object({ id, name: z.string(), suspended: z.boolean() }),
  review: z.object({ id, stars: z.number().int(), text: z.string(), hidden: z.boolean() }).nullable(),
});
export type PeopleReport = z.infer<typeof PeopleReport>;

export const PeopleReports = z.object({ items: z.array(PeopleReport) });
export type PeopleReports = z.infer<typeof PeopleReports>;

export const ReviewHidden = z.object({ hidden: z.literal(true) });
export const ReportDismissed = z.object({ dismissed: z.literal(true) });
