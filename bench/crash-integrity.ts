import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fromPostgres, openPglite, rowsOf, type Database } from '../apps/api/src/db/client.ts';
import { cardFile, fullFile } from '../apps/api/src/modules/media/urls.ts';

export interface Integrity {
  ads: number;
  photoRows: number;
  uploadRows: number;
  files: number;
  /** Half-written files of drafts that never got an answer; the upload sweep removes them. */
  draftLeftovers: number;
  problems: string[];
}

/** Every file under the media folder, relative to it. */
function mediaFiles(mediaDir: string): string[] {
  if (!fs.existsSync(mediaDir)) return [];
  return fs
    .readdirSync(mediaDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(mediaDir, f)).isFile());
}

/** `ab/xyz-card.webp` (or its leftover `…tmp` twin) → `ab/xyz`. */
function keyOfFile(file: string): string {
  return file.replace(/-(card|full)\.webp(\..*)?$/, '');
}

/**
 * Reads the database and the photo folder directly (the server is stopped) and lists what a crash
 * must never leave: an ad whose photo rows and uploads disagree, a photo whose files are missing, a
 * photo file no upload row knows (nothing would ever delete it), a half-written temporary file.
 */
export async function checkIntegrity(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Integrity> {
  const database: Database = opts.databaseUrl
    ? fromPostgres(opts.databaseUrl, 1)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  const mediaDir = path.join(opts.dataDir, 'media');
  const problems: string[] = [];
  try {
    const db = database.db;
    const [counts] = await rowsOf<{ ads: number; photos: number; uploads: number }>(
      db,
      sql`select (select count(*)::int from listings) as ads,
                 (select count(*)::int from listing_photos) as photos,
                 (select count(*)::int from uploads) as uploads`,
    );

    // An ad's photos are exactly the uploads attached to it, at positions 0..n-1.
    const mismatched = await rowsOf<{ listing_id: number; photos: number; uploads: number }>(
      db,
      sql`select l.id as listing_id,
                 (select count(*)::int from listing_photos p where p.listing_id = l.id) as photos,
                 (select count(*)::int from uploads u where u.listing_id = l.id) as uploads
          from listings l
          where l.status <> 'removed'
            and (select count(*) from listing_photos p where p.listing_id = l.id)
             <> (select count(*) from uploads u where u.listing_id = l.id)`,
    );
    for (const m of mismatched)
      problems.push(`ad ${m.listing_id}: ${m.photos} photo rows but ${m.uploads} attached uploads`);
    const gaps = await rowsOf<{ listing_id: number }>(
      db,
      sql`select listing_id from listing_photos group by listing_id
          having max(position) <> count(*) - 1 or min(position) <> 0`,
    );
    for (const g of gaps) problems.push(`ad ${g.listing_id}: photo positions have gaps`);
    const strays = await rowsOf<{ key: string }>(
      db,
      sql`select p.key from listing_photos p
          left join uploads u on u.key = p.key and u.listing_id = p.listing_id
          where u.id is null`,
    );
    for (const s of strays) problems.push(`photo ${s.key}: in an ad without its upload row`);

    // Files: every photo an ad shows, and every upload, has both variants on disk...
    const keys = await rowsOf<{ key: string; attached: boolean }>(
      db,
      sql`select key, listing_id is not null as attached from uploads
          union select key, true from listing_photos`,
    );
    const attachedKeys = new Set(keys.filter((k) => k.attached).map((k) => k.key));
    const known = new Set(keys.map((k) => k.key));
    for (const { key, attached } of keys) {
      if (!attached) continue; // a draft whose upload died half-way: its row is swept after 24 h
      for (const file of [cardFile(key), fullFile(key)])
        if (!fs.existsSync(path.join(mediaDir, file))) problems.push(`photo file missing: ${file}`);
    }
    // ...and no file lies there that no row knows about.
    const files = mediaFiles(mediaDir);
    let draftLeftovers = 0;
    for (const file of files) {
      const key = keyOfFile(file);
      if (!known.has(key)) problems.push(`orphan photo file (no upload row): ${file}`);
      else if (file.endsWith('.tmp')) {
        // A draft upload the server died writing: its row (never answered) is swept with its files.
        if (attachedKeys.has(key)) problems.push(`half-written file of a used photo: ${file}`);
        else draftLeftovers++;
      }
    }
    return {
      ads: counts!.ads,
      photoRows: counts!.photos,
      uploadRows: counts!.uploads,
      files: files.length,
      draftLeftovers,
      problems,
    };
  } finally {
    await database.close();
  }
}
