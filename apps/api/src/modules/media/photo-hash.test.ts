import { describe, expect, it } from 'vitest';
import { copies, phonePhoto } from '../../test/photos.ts';
import {
  hammingDistance,
  hashColumns,
  hashParts,
  lookupDistance,
  photoHash,
  photoHashes,
  SAME_PHOTO_MAX_DISTANCE,
} from './photo-hash.ts';

// Measured on 40 scenes: copies changed at once (resized, WebP-recompressed, 5 % trimmed, 20 %
// brighter) were at most 9 bits away; different photos of the same phone model at least 10.
describe('photo hash', () => {
  it.each(Object.keys(copies) as (keyof typeof copies)[])(
    'takes a %s copy for the same photo',
    async (how) => {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const photo = await phonePhoto(seed);
        const distance = hammingDistance(await photoHash(photo), await photoHash(await copies[how](photo)));
        expect(distance, `scene ${seed}`).toBeLessThanOrEqual(SAME_PHOTO_MAX_DISTANCE);
      }
    },
  );

  it('tells different photos of the same phone model apart', async () => {
    const hashes = await Promise.all(
      Array.from({ length: 14 }, async (_, i) => photoHash(await phonePhoto(i + 1))),
    );
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++)
        expect(hammingDistance(hashes[i]!, hashes[j]!), `scenes ${i + 1} and ${j + 1}`).toBeGreaterThan(
          SAME_PHOTO_MAX_DISTANCE,
        );
  });

  it('tells them apart through the views too (a cut side or a trimmed border of one is not the other)', async () => {
    const all = await Promise.all(
      Array.from({ length: 14 }, async (_, i) => photoHashes(await phonePhoto(i + 1))),
    );
    for (let i = 0; i < all.length; i++)
      for (let j = 0; j < all.length; j++)
        if (i !== j) expect(lookupDistance(all[i]!, all[j]!), `scenes ${i + 1} and ${j + 1}`).toBeUndefined();
  });

  it('hashes the whole photo as before, so hashes stored before the views still match', async () => {
    const photo = await phonePhoto(3);
    expect((await photoHashes(photo)).full).toBe(await photoHash(photo));
  });

  it('splits a hash into four 16-bit parts and stores it as a signed bigint', () => {
    const hash = 0xfedc_ba98_7654_3210n;
    expect(hashParts(hash)).toEqual([0xfedc, 0xba98, 0x7654, 0x3210]);
    const columns = hashColumns(hash);
    expect(columns.dhash).toBe(hash - 2n ** 64n);
    expect(BigInt.asUintN(64, columns.dhash)).toBe(hash);
    expect(hammingDistance(hash, hash ^ 0b1011n)).toBe(3);
  });
});
