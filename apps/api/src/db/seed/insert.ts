import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client.ts';
import type { StoredPhoto } from '../../modules/media/index.ts';
import { demoPasswordHash } from './demo-password.ts';
import type { DemoListing, DemoUser } from './types.ts';

// Bulk inserts pass one array per column through unnest(): one statement per batch of thousands of
// rows, whatever the batch size, and the same SQL on PGlite and PostgreSQL.

/** Demo sellers, all with the demo password so anyone trying the site can sign in as one. */
export async function insertUsers(db: Db, users: DemoUser[], createdAt: Date): Promise<number[]> {
  const passwordHash = await demoPasswordHash();
  const rows = await rowsOf<{ id: string | number }>(
    db,
    sql`
    insert into users (name, email, phone, password_hash, created_at)
    select name, email, phone, ${passwordHash}, ${createdAt.toISOString()}::timestamptz
    from unnest(${sql.param(users.map((u) => u.name))}::text[], ${sql.param(users.map((u) => u.email))}::text[],
                ${sql.param(users.map((u) => u.phone))}::text[]) as t(name, email, phone)
    returning id`,
  );
  return rows.map((r) => Number(r.id));
}

export async function insertListings(
  db: Db,
  listings: DemoListing[],
  sellerIds: number[],
): Promise<number[]> {
  const col = <T>(pick: (l: DemoListing) => T) => listings.map(pick);
  const rows = await rowsOf<{ id: string | number }>(
    db,
    sql`
    insert into listings (seller_id, category, title, description, price, brand, model, year, km_driven,
      fuel, transmission, owners, bhk, attributes, state, city, locality, lat, lng, status, featured,
      created_at, updated_at, expires_at, expiry_reminded_for)
    select seller_id, category, title, description, price, brand, model, year, km_driven, fuel,
      transmission, owners, bhk, attributes, state, city, locality, lat, lng, status, featured,
      created_at, created_at, expires_at, expiry_reminded_for
    from unnest(
      ${sql.param(col((l) => sellerIds[l.sellerIndex % sellerIds.length]!))}::bigint[],
      ${sql.param(col((l) => l.category))}::text[], ${sql.param(col((l) => l.title))}::text[],
      ${sql.param(col((l) => l.description))}::text[], ${sql.param(col((l) => l.price))}::bigint[],
      ${sql.param(col((l) => l.brand))}::text[], ${sql.param(col((l) => l.model))}::text[], ${sql.param(col((l) => l.year))}::smallint[],
      ${sql.param(col((l) => l.kmDriven))}::integer[], ${sql.param(col((l) => l.fuel))}::text[],
      ${sql.param(col((l) => l.transmission))}::text[], ${sql.param(col((l) => l.owners))}::text[], ${sql.param(col((l) => l.bhk))}::text[],
      ${sql.param(col((l) => JSON.stringify(l.attributes)))}::jsonb[], ${sql.param(col((l) => l.state))}::text[],
      ${sql.param(col((l) => l.city))}::text[], ${sql.param(col((l) => l.locality))}::text[],
      ${sql.param(col((l) => l.lat))}::float8[], ${sql.param(col((l) => l.lng))}::float8[], ${sql.param(col((l) => l.status))}::text[],
      ${sql.param(col((l) => l.featured))}::boolean[], ${sql.param(col((l) => l.createdAt.toISOString()))}::timestamptz[],
      ${sql.param(col((l) => l.expiresAt.toISOString()))}::timestamptz[],
      ${sql.param(col((l) => l.expiryRemindedFor?.toISOString() ?? null))}::timestamptz[]
    ) with ordinality as t(seller_id, category, title, description, price, brand, model, year, km_driven,
      fuel, transmission, owners, bhk, attributes, state, city, locality, lat, lng, status, featured,
      created_at, expires_at, expiry_reminded_for, n)
    order by n
    returning id`,
  );
  return rows.map((r) => Number(r.id));
}

export interface PhotoRow extends StoredPhoto {
  listingId: number;
  position: number;
}

export async function insertPhotos(db: Db, photos: PhotoRow[]): Promise<void> {
  if (photos.length === 0) return;
  const col = <T>(pick: (p: PhotoRow) => T) => photos.map(pick);
  await db.execute(sql`
    insert into listing_photos (listing_id, position, key, card_width, card_height, full_width, full_height)
    select * from unnest(${sql.param(col((p) => p.listingId))}::bigint[], ${sql.param(col((p) => p.position))}::smallint[],
      ${sql.param(col((p) => p.key))}::text[], ${sql.param(col((p) => p.cardWidth))}::smallint[], ${sql.param(col((p) => p.cardHeight))}::smallint[],
      ${sql.param(col((p) => p.fullWidth))}::smallint[], ${sql.param(col((p) => p.fullHeight))}::smallint[])`);
}

export async function countListings(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from listings`);
  return Number(row?.n ?? 0);
}
