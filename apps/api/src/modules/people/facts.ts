import { RATINGS_SHOWN_FROM, type ProfileBadges, type RatingSummary } from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import { ratings, users, verifiedPhones } from '../../db/schema.ts';
import { VERIFIED_PHONE_WEIGHT } from '../phones/index.ts';

/** A rating's weight: more when its writer has a verified number (phones/verified.ts). */
const raterWeight = sql`case when exists (select 1 from ${verifiedPhones} rvp where rvp.user_id = r.rater_id)
  then ${sql.raw(String(VERIFIED_PHONE_WEIGHT))} else 1 end`;

/**
 * What the ad page and the profile say about a person, as columns of a query that has `users` in
 * its FROM (unaliased; columns written qualified, since drizzle leaves them bare when one table is
 * selected from and a subquery's own columns would answer instead): the badges (never the e-mail or number behind them) and the ratings' weighted average
 * and count (hidden reviews left out).
 */
export const personFactColumns = {
  // As moderation reads it: a password set from an e-mailed link, or Google vouching for the address.
  emailConfirmed: sql<boolean>`(${users}.password_hash is not null or ${users}.google_subject is not null)`,
  phoneVerified: sql<boolean>`exists (select 1 from ${verifiedPhones} vp where vp.user_id = ${users}.id)`,
  google: sql<boolean>`(${users}.google_subject is not null)`,
  ratingCount: sql<number>`(select count(*)::int from ${ratings} r
    where r.rated_id = ${users}.id and r.hidden_at is null)`,
  ratingAverage: sql<
    number | string | null
  >`(select (sum(r.stars * ${raterWeight}) / nullif(sum(${raterWeight}), 0))::float8
    from ${ratings} r where r.rated_id = ${users}.id and r.hidden_at is null)`,
};

export interface PersonFacts {
  emailConfirmed: boolean;
  phoneVerified: boolean;
  google: boolean;
  ratingCount: number;
  ratingAverage: number | string | null;
}

export const presentBadges = (f: PersonFacts): ProfileBadges => ({
  emailConfirmed: !!f.emailConfirmed,
  phoneVerified: !!f.phoneVerified,
  google: !!f.google,
});

/** "4.6 from 12 deals"; under RATINGS_SHOWN_FROM ratings the average stays unsaid ("new"). */
export function presentRating(f: Pick<PersonFacts, 'ratingCount' | 'ratingAverage'>): RatingSummary {
  const count = Number(f.ratingCount ?? 0);
  const average = f.ratingAverage === null ? null : Math.round(Number(f.ratingAverage) * 10) / 10;
  return { count, average: count >= RATINGS_SHOWN_FROM ? average : null };
}
