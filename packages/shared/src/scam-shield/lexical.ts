/**
 * Learnt lexical evidence: the words, word pairs and 3–5-character pieces of the normalised
 * message, each hashed into one of a fixed number of buckets. The hand-made features (features.ts)
 * read what a person would weigh; these let the model learn the many ways people phrase it that no
 * list of words foresaw ("put your 4 digits", "green button"). Hashing keeps the model a fixed size
 * with no vocabulary to ship.
 */

/** A message's non-zero buckets and their values, ascending by bucket. */
export interface LexicalRow {
  index: number[];
  value: number[];
}

// Different seeds keep a word, a word pair and a piece of a word from sharing one hash.
const WORD_SEED = 0x811c9dc5;
const PAIR_SEED = 0x2f4a7c15;
const CHARS_SEED = 0x6b43a9b5;

const step = (h: number, code: number) => Math.imul(h ^ code, 0x01000193);

/** Murmur's final mix: FNV's low bits alone spread poorly over a power-of-two table. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashWord(seed: number, word: string): number {
  let h = seed;
  for (let i = 0; i < word.length; i++) h = step(h, word.charCodeAt(i));
  return h;
}

/**
 * Adds one group (words, or pieces of words) as presence, scaled to unit length: a long message
 * then weighs no more than a short one, and each group counts the same however many pieces it has.
 */
function addGroup(hashes: Set<number>, buckets: number, into: Map<number, number>) {
  const value = 1 / Math.sqrt(hashes.size || 1);
  for (const h of hashes) {
    const bucket = mix(h) & (buckets - 1);
    into.set(bucket, (into.get(bucket) ?? 0) + value);
  }
}

/** The hashed lexical features of one normalised message; `buckets` is a power of two. */
export function readLexical(text: string, buckets: number): LexicalRow {
  const words = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const wordHashes = new Set<number>();
  words.forEach((word, i) => {
    wordHashes.add(hashWord(WORD_SEED, word));
    if (i > 0) wordHashes.add(hashWord(step(hashWord(PAIR_SEED, words[i - 1]!), 32), word));
  });
  const chars = ` ${words.join(' ')} `;
  const charHashes = new Set<number>();
  for (let start = 0; start + 3 <= chars.length; start++) {
    let h = CHARS_SEED;
    for (let n = 1; n <= 5 && start + n <= chars.length; n++) {
      h = step(h, chars.charCodeAt(start + n - 1));
      if (n >= 3) charHashes.add(h);
    }
  }
  const sums = new Map<number, number>();
  addGroup(wordHashes, buckets, sums);
  addGroup(charHashes, buckets, sums);
  const index = [...sums.keys()].sort((a, b) => a - b);
  return { index, value: index.map((i) => sums.get(i)!) };
}
