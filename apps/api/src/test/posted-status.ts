import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listings } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { phoneAd } from './http-visitor.ts';
import type { as } from './social.ts';

/** Posts a phone ad with this title (and description) as `seller`, and reads the status it was stored with. */
export async function postedStatus(
  t: TestApp,
  seller: ReturnType<typeof as>,
  title: string,
  description?: string,
): Promise<string> {
  const res = await seller.post(
    '/api/listings',
    phoneAd({ title, ...(description !== undefined && { description }) }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await t.database.db
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, res.body.id as number));
  return row!.status;
}
