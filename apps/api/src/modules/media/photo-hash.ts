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
/**
 * The same, between a photo and a view of another: views give many more pairs to compare, so
 * fewer bits are allowed. Copies come 0 to 5 bits from the view that fits them; drawn scenes of
 * one phone model came 8 apart (photo-hash-photographs.test.ts, photo-hash.test.ts).
 */
export const SAME_VIEW_MAX_DISTANCE = 6;

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

/**
 * Views of a photo besides the whole: which part of it each one hashes. A copy cropped up to about
 * 12 % from one side is near one of the side views of its original; a copy with a strip added
 * along one side (a watermark band, a caption) has the original near one of its own side views;
 * a copy with a uniform border added hashes like the original once the border is trimmed.
 * Left and right are cut at two depths: a dHash compares neighbours along rows, so it stands a
 * shift sideways much worse than one up or down (photo-hash-photographs.test.ts).
 */
export const PHOTO_VIEWS = {
  withoutLeft10: 1,
  withoutRight10: 2,
  withoutTop10: 3,
  withoutBottom10: 4,
  /** Uniform borders trimmed away (only when there were any). */
  trimmed: 5,
  withoutLeft5: 6,
  withoutRight5: 7,
} as const;

/** A border this thin (of the side it is on) is left: JPEG edges and dark corners are not borders. */
const MIN_BORDER = 0.02;

export interface PhotoHashes {
  /** The whole photo (what `photoHash` gives): uploads.dhash. */
  full: bigint;
  /** The other views: photo_hashes rows. */
  views: { view: number; hash: bigint }[];
}

/** Hashes of the grey pixels of one region of an image already decoded to one channel. */
async function regionHash(
  grey: Buffer,
  size: { width: number; height: number },
  region: { left: number; top: number; width: number; height: number },
): Promise<bigint> {
  const png = await sharp(grey, { raw: { width: size.width, height: size.height, channels: 1 } })
    .extract(region)
    .png({ compressionLevel: 0 })
    .toBuffer();
  return photoHash(png);
}

/** The hash of the whole photo and of its views (decoded once for the side views). */
export async function photoHashes(image: Buffer): Promise<PhotoHashes> {
  const full = await photoHash(image);
  const { data: grey, info } = await sharp(image)
    .rotate()
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.height };
  const views: PhotoHashes['views'] = [];
  const add = async (view: number, region: { left: number; top: number; width: number; height: number }) =>
    views.push({ view, hash: await regionHash(grey, size, region) });
  const [w, h] = [size.width, size.height];
  for (const [share, left, right] of [
    [0.1, PHOTO_VIEWS.withoutLeft10, PHOTO_VIEWS.withoutRight10],
    [0.05, PHOTO_VIEWS.withoutLeft5, PHOTO_VIEWS.withoutRight5],
  ] as const) {
    const cut = Math.round(w * share);
    await add(left, { left: cut, top: 0, width: w - cut, height: h });
    await add(right, { left: 0, top: 0, width: w - cut, height: h });
  }
  const cutY = Math.round(h * 0.1);
  await add(PHOTO_VIEWS.withoutTop10, { left: 0, top: cutY, width: w, height: h - cutY });
  await add(PHOTO_VIEWS.withoutBottom10, { left: 0, top: 0, width: w, height: h - cutY });
  const trim = await trimmedRegion(grey, size);
  if (trim) await add(PHOTO_VIEWS.trimmed, trim);
  return { full, views };
}

/** Where the photo is once uniform borders are cut, or undefined when it has none worth cutting. */
async function trimmedRegion(grey: Buffer, size: { width: number; height: number }) {
  try {
    const { info } = await sharp(grey, { raw: { ...size, channels: 1 } })
      .trim({ threshold: 12 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const left = -(info.trimOffsetLeft ?? 0);
    const top = -(info.trimOffsetTop ?? 0);
    const right = size.width - left - info.width;
    const bottom = size.height - top - info.height;
    const thick =
      Math.max(left, right) >= size.width * MIN_BORDER || Math.max(top, bottom) >= size.height * MIN_BORDER;
    // Almost nothing left: a blank or nearly blank picture, not a photo in a frame.
    const enough = info.width >= size.width * 0.3 && info.height >= size.height * 0.3;
    return thick && enough ? { left, top, width: info.width, height: info.height } : undefined;
  } catch {
    return undefined; // a uniform image: nothing to trim to
  }
}

/**
 * How far apart two photos are as the duplicate look-up (trust/duplicate-photos-repository.ts)
 * sees them, or undefined when it would not find them: the whole photos within 9 bits with some
 * part at most one bit apart; or the whole of `a` (the new photo) and a view of `b` (a stored one),
 * or a view of `a` and the whole of `b`, within 6 bits with some part the same. The tests measure
 * copies with it.
 */
export function lookupDistance(a: PhotoHashes, b: PhotoHashes): number | undefined {
  const parts = (x: bigint, y: bigint) => {
    const [px, py] = [hashParts(x), hashParts(y)];
    return Math.min(...px.map((p, i) => hammingDistance(BigInt(p), BigInt(py[i]!))));
  };
  let best: number | undefined;
  const consider = (x: bigint, y: bigint, max: number, partBits: number) => {
    const d = hammingDistance(x, y);
    if (d <= max && parts(x, y) <= partBits && (best === undefined || d < best)) best = d;
  };
  consider(a.full, b.full, SAME_PHOTO_MAX_DISTANCE, 1);
  for (const v of b.views) consider(a.full, v.hash, SAME_VIEW_MAX_DISTANCE, 0);
  for (const v of a.views) consider(v.hash, b.full, SAME_VIEW_MAX_DISTANCE, 0);
  return best;
}
