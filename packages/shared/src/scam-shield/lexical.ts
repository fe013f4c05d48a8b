/**
 * Learnt lexical evidence: the words, word pairs and 3–5-character pieces of the normalised
 * message, each word's consonant skeleton (SKELETON), and each word again as its writer's (buyer
 * or seller), each hashed into one of a fixed
 * number of buckets. The hand-made features (features.ts)
 * read what a person would weigh; these let the model learn the many ways people phrase it that no
 * list of words foresaw ("put your 4 digits", "green button"). Hashing keeps the model a fixed size
 * with no vocabulary to ship.
 */

/** A message's non-zero buckets and their values. */
export interface LexicalRow {
  index: number[];
  value: number[];
}

// Different seeds keep a word, a word pair and a piece of a word from sharing one hash.
const WORD_SEED = 0x811c9dc5;
const PAIR_SEED = 0x2f4a7c15;
const CHARS_SEED = 0x6b43a9b5;
const SKELETON_SEED = 0x5bd1e995;
/**
 * Each Latin letter as the word's consonant skeleton reads it: vowels, h and y dropped (0), and
 * letters spelled either way made one (w/v, c/q/k, z/j, x/ks's k). A loanword romanised from its
 * own script or typed by ear ("vatsap", "whtsapp", "kuriyar") then meets its English spelling
 * ("whatsapp", "courier"), whatever vowels its writer heard.
 */
const SKELETON = (() => {
  const table = new Uint8Array(128);
  for (let c = 0x61; c <= 0x7a; c++) table[c] = c;
  for (const v of 'aeiouhy') table[v.charCodeAt(0)] = 0;
  const same: Record<string, string> = { w: 'v', c: 'k', q: 'k', z: 'j', x: 'k' };
  for (const [from, to] of Object.entries(same)) table[from.charCodeAt(0)] = to.charCodeAt(0);
  return table;
})();
/** Each word again as said by a buyer or by a seller: "pay the courier" means more from a seller. */
const ROLE_SEEDS = { buyer: 0x3c6ef372, seller: 0x9e3779b9 } as const;

const step = (h: number, code: number) => Math.imul(h ^ code, 0x01000193);

/** Murmur's final mix: FNV's low bits alone spread poorly over a power-of-two table. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Scratch space per bucket count, reused from message to message: a message checked as it is typed
 * must not allocate a table per keystroke. `seen[b] === stamp` marks a bucket met in the current
 * group; the stamp grows with each group, so nothing needs clearing.
 */
interface Scratch {
  seen: Uint32Array;
  inRow: Uint32Array;
  sums: Float64Array;
  stamp: number;
}
const scratches = new Map<number, Scratch>();

function scratchFor(buckets: number): Scratch {
  let s = scratches.get(buckets);
  if (!s) {
    s = {
      seen: new Uint32Array(buckets),
      inRow: new Uint32Array(buckets),
      sums: new Float64Array(buckets),
      stamp: 0,
    };
    scratches.set(buckets, s);
  }
  return s;
}

/**
 * Letters and digits of any script; everything else (spaces, punctuation, symbols, emoji) separates
 * words. A plain test of code ranges: a Unicode-property regular expression over 2,000 characters
 * costs more than the rest of this reading.
 */
function isWordCode(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
  return c >= 0xc0 && c < 0x2000;
}

/** Adds each bucket of `group` once, as presence, to the row being built. */
function addBucket(s: Scratch, bucket: number, stamp: number, group: number[]) {
  if (s.seen[bucket] === stamp) return;
  s.seen[bucket] = stamp;
  group.push(bucket);
}

/**
 * Adds a group's buckets to the row scaled to unit length: a long message then weighs no more than
 * a short one, and words and pieces of words count the same however many of each there are.
 */
function addToRow(group: number[], s: Scratch, rowStamp: number, row: number[]) {
  const value = 1 / Math.sqrt(group.length || 1);
  for (const bucket of group) {
    if (s.inRow[bucket] !== rowStamp) {
      s.inRow[bucket] = rowStamp;
      s.sums[bucket] = 0;
      row.push(bucket);
    }
    s.sums[bucket]! += value;
  }
}

/**
 * The hashed lexical features of one normalised message; `buckets` is a power of two. `role`, when
 * known, adds the writer's words (ROLE_SEEDS).
 */
export function readLexical(text: string, buckets: number, role?: keyof typeof ROLE_SEEDS): LexicalRow {
  const s = scratchFor(buckets);
  const mask = buckets - 1;
  // Words and word pairs, hashed as they are read; the text with one space between words kept
  // for the character pieces.
  const wordStamp = ++s.stamp;
  const words: number[] = [];
  const wordHashes: number[] = [];
  const codes: number[] = [32];
  let word = WORD_SEED;
  let pair = PAIR_SEED;
  let previous = 0;
  let inWord = false;
  // The word's consonant skeleton (SKELETON), its length and last letter, and the word's length.
  const skeletonHashes: number[] = [];
  let skeleton = SKELETON_SEED;
  let skeletonLength = 0;
  let lastLetter = 0;
  let length = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (isWordCode(c)) {
      word = step(word, c);
      pair = step(pair, c);
      inWord = true;
      codes.push(c);
      length++;
      const letter = c < 0x80 ? SKELETON[c]! : 0;
      if (letter && letter !== lastLetter) {
        skeleton = step(skeleton, letter);
        skeletonLength++;
        lastLetter = letter;
      }
      continue;
    }
    if (!inWord) continue;
    if (length >= 3 && skeletonLength >= 2) skeletonHashes.push(skeleton);
    skeleton = SKELETON_SEED;
    skeletonLength = lastLetter = length = 0;
    addBucket(s, mix(word) & mask, wordStamp, words);
    if (role) wordHashes.push(word);
    if (previous) addBucket(s, mix(step(previous, 32) ^ pair) & mask, wordStamp, words);
    previous = pair;
    word = WORD_SEED;
    pair = PAIR_SEED;
    inWord = false;
    codes.push(32);
  }
  const roleStamp = ++s.stamp;
  const roleWords: number[] = [];
  for (const h of wordHashes) addBucket(s, mix(h ^ ROLE_SEEDS[role!]) & mask, roleStamp, roleWords);
  const skeletonStamp = ++s.stamp;
  const skeletons: number[] = [];
  for (const h of skeletonHashes) addBucket(s, mix(h) & mask, skeletonStamp, skeletons);
  const charStamp = ++s.stamp;
  const pieces: number[] = [];
  for (let start = 0; start + 3 <= codes.length; start++) {
    let h = CHARS_SEED;
    for (let n = 1; n <= 5 && start + n <= codes.length; n++) {
      h = step(h, codes[start + n - 1]!);
      if (n >= 3) addBucket(s, mix(h) & mask, charStamp, pieces);
    }
  }
  const rowStamp = ++s.stamp;
  const index: number[] = [];
  addToRow(words, s, rowStamp, index);
  addToRow(pieces, s, rowStamp, index);
  addToRow(roleWords, s, rowStamp, index);
  addToRow(skeletons, s, rowStamp, index);
  const value = new Array<number>(index.length);
  for (let k = 0; k < index.length; k++) value[k] = s.sums[index[k]!]!;
  return { index, value };
}
