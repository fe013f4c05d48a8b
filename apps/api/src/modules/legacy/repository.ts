import type { LegacyFields } from '@bazaar/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, users } from '../../db/schema.ts';
import { escapeLike } from '../search/index.ts';
import { fieldSql, jsonServerText } from './field-sql.ts';
import type { LegacyFilter, LegacyListQuery } from './query.ts';
import { isLegacyId, legacyIdSql } from './legacy-id.ts';
import { legacyVisible } from './visibility.ts';

/**
 * One ad as the presenter needs it: the collection's fields as the database computed them (numbers
 * the original wrote as text still as numbers), and what the address is made of.
 */
export interface LegacyRow {
  /** The id the collection answers it under (legacy-id.ts). */
  id: number;
  /** The ad's own id in Bazaar. */
  rowId: number;
  /** The record as imported, for an imported ad. */
  record: Record<string, unknown> | null;
  price: number;
  fields: Record<string, string | number | null>;
  photoKeys: string[];
  locality: string;
  city: string;
  state: string;
}

export interface CollectionRef {
  name: string;
  category: string;
  fields: LegacyFields;
}

const isText = (c: CollectionRef, field: string) => c.fields[field] === 'text';

/**
 * `field=value` as json-server matched it: the text of the value shown is one of those given, exactly
 * (case and spaces); a price or kilometres also where the number shown is one of those given.
 */
function sameText(c: CollectionRef, f: LegacyFilter): SQL {
  const s = fieldSql(f.field, c.name);
  const texts = f.values.map(String);
  const text = jsonServerText(f.field, c.name, c.fields[f.field]!);
  const numbers = f.numbers?.length ? [inArray(s.column ?? s.value, f.numbers)] : [];
  // A text column holds the text shown wherever it is not null, and its index can answer for
  // Bazaar's own ads.
  if (isText(c, f.field) && s.column && !texts.includes(''))
    return or(
      and(isNull(listings.legacyRecord), inArray(s.column, texts)),
      and(isNotNull(listings.legacyRecord), inArray(text, texts)),
      ...numbers,
    )!;
  return or(inArray(text, texts), ...numbers)!;
}

function condition(c: CollectionRef, f: LegacyFilter): SQL {
  const s = fieldSql(f.field, c.name);
  const text = isText(c, f.field);
  const cmp = text ? sql`${s.value} collate "C"` : s.value;
  switch (f.op) {
    case 'eq':
      return sameText(c, f);
    case 'ne':
      // json-server left out a record without the field, whatever the value.
      return and(
        isNotNull(jsonServerText(f.field, c.name, c.fields[f.field]!)),
        sql`not coalesce(${sameText(c, f)}, false)`,
      )!;
    case 'gte':
      return or(...f.values.map((v) => sql`${cmp} >= ${v}`))!;
    case 'lte':
      return or(...f.values.map((v) => sql`${cmp} <= ${v}`))!;
    case 'like': {
      const shown = s.shown ?? sql`(${s.value})::text`;
      return or(...f.values.map((v) => sql`${shown} ilike ${likePattern(String(v))}`))!;
    }
  }
}

/** Imported records by their original ids, then every other ad by its own (legacy-id.ts). */
function byLegacyId(descending: boolean): SQL[] {
  // ASC puts nulls (Bazaar's ads) last and DESC first, as their higher ids do; the order index serves both.
  return descending
    ? [desc(listings.legacyId), desc(listings.id)]
    : [asc(listings.legacyId), asc(listings.id)];
}

/** `_like` text (query.ts checked it is plain, with optional ^ and $ anchors) as an escaped ILIKE pattern. */
function likePattern(text: string): string {
  const start = text.startsWith('^');
  const end = text.endsWith('$') && text.length > (start ? 1 : 0);
  const inner = text.slice(start ? 1 : 0, end ? -1 : undefined);
  return `${start ? '' : '%'}${escapeLike(inner)}${end ? '' : '%'}`;
}

function prefixQuery(words: string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}

/** The WHERE of a list query, and whether it needs the seller joined. */
function matching(c: CollectionRef, q: LegacyListQuery): { where: SQL; seller: boolean } {
  const where = [
    eq(listings.category, c.category),
    legacyVisible(),
    ...q.filters.map((f) => condition(c, f)),
  ];
  if (q.words.length)
    where.push(sql`${listings.searchVector} @@ to_tsquery('simple'::regconfig, ${prefixQuery(q.words)})`);
  const seller = [...q.filters.map((f) => f.field), ...q.sort.map((s) => s.field)].some(
    (f) => fieldSql(f, c.name).seller,
  );
  return { where: and(...where)!, seller };
}

export function legacyRepository(db: Db) {
  function details(c: CollectionRef) {
    const fields = Object.fromEntries(
      Object.keys(c.fields)
        .filter((f) => f !== 'img' && f !== 'address' && f !== 'state' && f !== 'id')
        .map((f) => [f, fieldSql(f, c.name).value]),
    );
    return db
      .select({
        id: sql<number>`(${legacyIdSql})::int`,
        rowId: listings.id,
        record: listings.legacyRecord,
        price: listings.price,
        locality: listings.locality,
        city: listings.city,
        state: listings.state,
        photoKeys: sql<
          string[]
        >`array(select p.key from listing_photos p where p.listing_id = ${listings.id} order by p.position)`,
        fields: sql<Record<string, string | number | null>>`json_build_object(${sql.join(
          Object.entries(fields).map(([name, value]) => sql`${name}::text, ${value}`),
          sql`, `,
        )})`,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId));
  }

  return {
    /** The page of ads the query asks for, in its order. */
    async page(c: CollectionRef, q: LegacyListQuery): Promise<LegacyRow[]> {
      if (q.limit === 0) return [];
      const { where, seller } = matching(c, q);
      const order = q.sort.flatMap((s) => {
        // Original ids, then Bazaar's own ads after them: the order the ids say (legacy-id.ts).
        if (s.field === 'id') return byLegacyId(s.desc);
        const f = fieldSql(s.field, c.name);
        // Numbers by their bare column (the price index serves the original's price sort); text
        // byte-wise, as JavaScript compares strings.
        const key = isText(c, s.field) ? sql`${f.value} collate "C"` : (f.column ?? f.value);
        return s.desc ? desc(key) : asc(key);
      });
      const base = db.select({ id: listings.id }).from(listings);
      const ids = await (seller ? base.innerJoin(users, eq(users.id, listings.sellerId)) : base)
        .where(where)
        // json-server sorts stably: ties keep the collection's order, which is id order.
        .orderBy(...order, ...byLegacyId(false))
        .limit(q.limit)
        .offset(q.offset);
      if (ids.length === 0) return [];
      const found = await details(c).where(
        inArray(
          listings.id,
          ids.map((r) => r.id),
        ),
      );
      const byId = new Map(found.map((r) => [r.rowId, r]));
      return ids.flatMap((r) => byId.get(r.id) ?? []);
    },

    /** How many ads match the query's filters, whatever its order and slice. */
    async count(c: CollectionRef, q: LegacyListQuery): Promise<number> {
      const { where, seller } = matching(c, q);
      const base = db.select({ n: count() }).from(listings);
      const [row] = await (seller ? base.innerJoin(users, eq(users.id, listings.sellerId)) : base).where(
        where,
      );
      return row?.n ?? 0;
    },

    /** The ad the collection shows under this id (legacy-id.ts), if it shows one. */
    async one(c: CollectionRef, id: number): Promise<LegacyRow | undefined> {
      const [row] = await details(c).where(
        and(isLegacyId(id), eq(listings.category, c.category), legacyVisible()),
      );
      return row;
    },
  };
}

export type LegacyRepository = ReturnType<typeof legacyRepository>;
