import sharp from 'sharp';

/**
 * A 64-bit difference hash (dHash): the photo in grey, shrunk to 9×8, one bit per neighbouring
 * pair telling whether brightness falls from left to right. Resizing, recompressing, a small crop
 * or a brightness shift change few bits; a different photo changes about half of them.
 */
export async function photoHash(image: Buffer): Promise<bigint> {
  // Two steps: straight from full size to 9×8, libvips samples too few pixels and a recompressed
  // copy lands many bits away; through 64×64 every pixel is averaged in.
  const small = await sharp(image)
    .grayscale()
    .resize(64, 64, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const pixels = await sharp(small, { raw: { width: 64, height: 64, channels: 1 } })
    .grayscale() // one channel out, too (sharp would otherwise give three)
    .resize(9, 8, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
  return hash;
}

/** Photos at most this many bits apart (of 64) are taken for the same photo (tuned in photo-hash.test.ts). */
export const SAME_PHOTO_MAX_DISTANCE = 9;

/** The four 16-bit parts, most significant first: the index keys candidates are found by. */
export function hashParts(hash: bigint): [number, number, number, number] {
  const part = (i: number) => Number((hash >> BigInt(48 - 16 * i)) & 0xffffn);
  return [part(0), part(1), part(2), part(3)];
}

/** A 16-bit part and the 16 values one bit away from it: what the look-up asks each index for. */
export function partProbes(part: number): number[] {
  return [part, ...Array.from({ length: 16 }, (_, bit) => part ^ (1 << bit))];
}

export function hammingDistance(a: bigint, b: bigint): number {
  let x = (a ^ b) & 0xffffffffffffffffn;
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

/** What an upload row stores: PostgreSQL's bigint is signed, so the hash goes in as its two's complement. */
export function hashColumns(hash: bigint) {
  const [dhashP0, dhashP1, dhashP2, dhashP3] = hashParts(hash);
  return { dhash: BigInt.asIntN(64, hash), dhashP0, dhashP1, dhashP2, dhashP3 };
}
