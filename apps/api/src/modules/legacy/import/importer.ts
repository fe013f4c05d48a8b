import { createHash } from 'node:crypto';
import { ingestRecordedPhoto, photoPool, type PhotoPool, type PhotoStore } from '../../media/index.ts';
import { fetchPhoto, type FetchedPhoto } from './fetch-photo.ts';
import { readRecord, type ImportedAd } from './read-record.ts';
import type { ImportRepository } from './repository.ts';

export interface ImportSummary {
  imported: number;
  repaired: number;
  skipped: number;
  alreadyImported: number;
  sellersCreated: number;
  photosFetched: number;
  photosMissing: number;
}

/** One line of the report: which record, and what was done with it. */
export interface ImportNote {
  record: string;
  outcome: 'repaired' | 'skipped' | 'photo missing';
  detail: string;
}

export interface ImportOptions {
  store: PhotoStore;
  /** Prefixed to every record's '<collection>/<id>', to import a second, different database. */
  source?: string;
  fetch?: (url: string) => Promise<FetchedPhoto>;
  onNote?: (note: ImportNote) => void;
  /**
   * Adds an ad whose seller's e-mail belongs to an account no import made (someone who signed up)
   * to that account. Off: such an ad is skipped and reported, so a db.json cannot put ads in
   * someone's account.
   */
  attachExistingAccounts?: boolean;
}

/**
 * Sellers of the original data had a name and (sometimes) an e-mail. Without one, the account gets a
 * stable address of its own under .invalid (never deliverable), the same on every import, so the
 * same name maps to the same account; an operator can set the real address later.
 */
function sellerEmail(ad: ImportedAd): string {
  if (ad.seller.email) return ad.seller.email;
  const slug =
    ad.seller.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'seller';
  const tag = createHash('sha256').update(ad.seller.name).digest('hex').slice(0, 8);
  return `${slug.slice(0, 40)}.${tag}@imported.invalid`;
}

/** Adds every ad of a json-server database (`{ collection: [records] }`) that was not imported before. */
export async function importDatabase(
  data: unknown,
  repo: ImportRepository,
  opts: ImportOptions,
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    imported: 0,
    repaired: 0,
    skipped: 0,
    alreadyImported: 0,
    sellersCreated: 0,
    photosFetched: 0,
    photosMissing: 0,
  };
  const note = (n: ImportNote) => opts.onNote?.(n);
  const download = opts.fetch ?? fetchPhoto;
  const photos = photoPool();
  try {
    return await importRecords(data, repo, opts, { summary, note, download, photos });
  } finally {
    await photos.close();
  }
}

async function importRecords(
  data: unknown,
  repo: ImportRepository,
  opts: ImportOptions,
  {
    summary,
    note,
    download,
    photos,
  }: {
    summary: ImportSummary;
    note: (n: ImportNote) => void;
    download: NonNullable<ImportOptions['fetch']>;
    photos: PhotoPool;
  },
): Promise<ImportSummary> {
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error('A json-server database is a JSON object of collections: { "cars": [ … ], … }');

  for (const [collection, records] of Object.entries(data as Record<string, unknown>)) {
    if (!Array.isArray(records)) {
      note({ record: collection, outcome: 'skipped', detail: 'not a collection (an array of records)' });
      summary.skipped++;
      continue;
    }
    const read = records.map((raw, i) => ({
      raw,
      i,
      result: readRecord(collection, raw, opts.source ? `${opts.source}:` : ''),
    }));
    const done = await repo.importedSources(
      read.flatMap((r) => (r.result.kind === 'ad' ? [r.result.ad.source] : [])),
    );
    for (const { raw, i, result } of read) {
      const id = (raw as { id?: unknown } | null)?.id;
      const record = `${collection}/${id ?? `#${i + 1}`}`;
      if (result.kind === 'skip') {
        summary.skipped++;
        note({ record, outcome: 'skipped', detail: result.reason });
        continue;
      }
      const { ad, repairs } = result;
      if (done.has(ad.source)) {
        summary.alreadyImported++;
        continue;
      }
      const email = sellerEmail(ad);
      const seller = await repo.seller(
        { name: ad.seller.name, email, phone: ad.seller.phone, since: ad.seller.since },
        opts.attachExistingAccounts === true,
      );
      if (seller === 'taken') {
        summary.skipped++;
        note({
          record,
          outcome: 'skipped',
          detail: `the seller's e-mail ${email} belongs to an account that was not imported: not added to it (--attach-existing-accounts adds it)`,
        });
        continue;
      }
      if (seller.created) summary.sellersCreated++;
      const listingId = await repo.insertAd(ad, seller.id);
      if (listingId === undefined) {
        summary.alreadyImported++;
        continue;
      }
      summary.imported++;
      if (repairs.length) {
        summary.repaired++;
        for (const detail of repairs) note({ record, outcome: 'repaired', detail });
      }
      let position = 0;
      for (const url of ad.photoUrls) {
        const got = await download(url);
        const why = got.ok
          ? await storePhoto(got.bytes, listingId, seller.id, position, repo, opts.store, photos)
          : got.why;
        if (why === undefined) {
          position++;
          summary.photosFetched++;
        } else {
          summary.photosMissing++;
          note({ record, outcome: 'photo missing', detail: `${url}: ${why}` });
        }
      }
    }
  }
  return summary;
}

/** Through the same pipeline as an upload (checked by its bytes, upright, no metadata, WebP). */
async function storePhoto(
  bytes: Buffer,
  listingId: number,
  ownerId: number,
  position: number,
  repo: ImportRepository,
  store: PhotoStore,
  photos: PhotoPool,
): Promise<string | undefined> {
  try {
    await ingestRecordedPhoto(store, photos, bytes, {
      record: (photo, hashes) => repo.recordPhoto(listingId, ownerId, position, photo, hashes),
      forget: (keys) => repo.forgetPhotos(keys),
    });
    return undefined;
  } catch (err) {
    return (err as Error).message || 'not a photo';
  }
}
