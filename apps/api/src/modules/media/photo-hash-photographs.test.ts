import { beforeAll, describe, expect, it } from 'vitest';
import { photoCopies, photographs } from '../../test/photo-copies.ts';
import { hammingDistance, lookupDistance, photoHashes, type PhotoHashes } from './photo-hash.ts';

// Real photographs (test/fixtures/photos), each stored as uploads are (WebP), then copied the
// ways copiers pass photos on. Every copy must be found by the look-up; no photo may be found
// for another. The distances are printed: the whole photo's hash / the look-up's.
const stored = (photo: Buffer) =>
  import('sharp').then(({ default: sharp }) => sharp(photo).webp().toBuffer());

describe('photo hash on photographs', () => {
  const photos = photographs();
  const originals = new Map<string, PhotoHashes>();

  beforeAll(async () => {
    for (const p of photos) originals.set(p.name, await photoHashes(await stored(p.data)));
  }, 120_000);

  it('finds every copy: resized, recompressed, cut up to 10 % from a side, bordered, watermarked', async () => {
    const table: Record<string, Record<string, string>> = {};
    const missed: string[] = [];
    for (const [how, copy] of Object.entries(photoCopies)) {
      table[how] = {};
      for (const p of photos) {
        const original = originals.get(p.name)!;
        const copied = await photoHashes(await stored(await copy(p.data)));
        const found = lookupDistance(copied, original);
        table[how][p.name.replace('.jpg', '')] =
          `${hammingDistance(copied.full, original.full)}/${found ?? '—'}`;
        if (found === undefined) missed.push(`${how} of ${p.name}`);
      }
    }
    console.table(table);
    expect(missed).toEqual([]);
  }, 300_000);

  it('finds no photograph for another', () => {
    const near: string[] = [];
    let closest = 64;
    for (const a of photos)
      for (const b of photos) {
        if (a === b) continue;
        const [ha, hb] = [originals.get(a.name)!, originals.get(b.name)!];
        const found = lookupDistance(ha, hb);
        if (found !== undefined) near.push(`${a.name} ~ ${b.name}: ${found}`);
        const views = [ha.full, ...ha.views.map((v) => v.hash)];
        for (const x of views)
          for (const y of [hb.full, ...hb.views.map((v) => v.hash)])
            closest = Math.min(closest, hammingDistance(x, y));
      }
    console.log(`different photographs: closest pair of any hashes ${closest} bits apart`);
    expect(near).toEqual([]);
  });
});
