import { sql, type SQL } from 'drizzle-orm';
import { verifiedPhones } from '../../db/schema.ts';

/**
 * How much more a report or a rating by a person with a verified mobile number counts than one by
 * a person without: a number costs a SIM and an identity document in India, an e-mail nothing.
 */
export const VERIFIED_PHONE_WEIGHT = 1.5;

/** SQL: whether the account in this column has a verified number. */
export const hasVerifiedPhone = (userId: SQL | SQL.Aliased | unknown): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${verifiedPhones} vp where vp.user_id = ${userId})`;
