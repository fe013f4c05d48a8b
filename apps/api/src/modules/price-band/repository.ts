import { sql, type SQL } from 'drizzle-orm';
import { PRICE_BAND_SOLD_MONTHS } from '@bazaar/shared';
import { rowsOf, type Db } from '../../db/client.ts';
import { listings } from '../../db/schema.ts';

export interface Comparables {
  category: string;
  brand: string;
  model: string;
  years?: { min: number; max: number };
  km?: { min: number; max: number };
  /** An ad left out of its own comparables. */
  exclude?: number;
}

export interface BandFigures {
  count: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

/**
 * The comparables' quartiles, computed by the database from listings_price_band_idx alone: the
 * conditions are the index's columns and its partial predicate, and every value read is in the
 * index, so not one ad row is fetched.
 */
export function priceBandRepository(db: Db) {
  return {
    query(c: Comparables): SQL {
      return sql`
        select count(*)::int as count,
               percentile_cont(0.25) within group (order by ${listings.price}) as p25,
               percentile_cont(0.5) within group (order by ${listings.price}) as median,
               percentile_cont(0.75) within group (order by ${listings.price}) as p75
        from ${listings}
        where ${listings.category} = ${c.category}
          and ${listings.brand} = ${c.brand}
          and lower(${listings.model}) = lower(${c.model})
          ${c.years ? sql`and ${listings.year} between ${c.years.min} and ${c.years.max}` : sql``}
          ${c.km ? sql`and ${listings.kmDriven} between ${c.km.min} and ${c.km.max}` : sql``}
          -- Only these two count (the index's own predicate): any other status is left out.
          and ${listings.status} in ('active', 'sold')
          and (${listings.status} = 'active'
               or ${listings.updatedAt} >= now() - ${`${PRICE_BAND_SOLD_MONTHS} months`}::interval)
          ${c.exclude ? sql`and ${listings.id} <> ${c.exclude}` : sql``}`;
    },

    async figures(c: Comparables): Promise<BandFigures> {
      const [row] = await rowsOf<{
        count: number;
        p25: number | string | null;
        median: number | string | null;
        p75: number | string | null;
      }>(db, this.query(c));
      const num = (v: number | string | null | undefined) =>
        v === null || v === undefined ? null : Number(v);
      return { count: row?.count ?? 0, p25: num(row?.p25), median: num(row?.median), p75: num(row?.p75) };
    },
  };
}

export type PriceBandRepository = ReturnType<typeof priceBandRepository>;
