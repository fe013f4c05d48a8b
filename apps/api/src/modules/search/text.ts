/** Text helpers of search: no SQL here. */

/** Edit distance counting a swapped pair of neighbours as one typo ("swfit" → "swift" is 1). */
export function typoDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many typos a word of this length may carry and still be corrected. */
export const typoAllowance = (word: string) => (word.length <= 4 ? 1 : 2);

/** Words worth correcting: not numbers or sizes ("2018", "8/128"), not one or two letters. */
export const correctable = (word: string) => word.length >= 3 && !/^\d/.test(word);

/** A lexeme quoted for to_tsquery; `weights` restricts where it may match ('A' = title). */
function lexeme(word: string, weights = ''): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weights ? `:${weights}` : ''}`;
}

/**
 * A tsquery text: every group must match; a group is a word and its other readings (spelling
 * corrections, or the word taken apart, "2 bhk", whose parts must follow each other).
 * [["hundai", "hyundai"], ["2bhk", "2 bhk"]] → ('hundai' | 'hyundai') & ('2bhk' | ('2' <-> 'bhk')).
 */
export function tsqueryText(groups: string[][], weights = ''): string {
  const reading = (w: string) =>
    w.includes(' ')
      ? `(${w
          .split(' ')
          .map((part) => lexeme(part, weights))
          .join(' <-> ')})`
      : lexeme(w, weights);
  return groups.map((g) => `(${g.map(reading).join(' | ')})`).join(' & ');
}

/**
 * A number and a unit typed together ("2bhk", "150cc", "128gb") also read apart, as ads usually
 * write them ("2 BHK"); null for any other word.
 */
export function apart(word: string): string | null {
  const m = /^(\d+)([a-z]+)$/.exec(word);
  return m ? `${m[1]} ${m[2]}` : null;
}

/** Lower case, single spaces, no LIKE wildcards left to the user. */
export function normalizeTyped(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Common filler words: real words (they stay in the vocabulary so they are never "corrected"),
// just not worth offering as a completion.
export const FILLER = new Set([
  'and',
  'for',
  'the',
  'with',
  'from',
  'all',
  'only',
  'sale',
  'rent',
  'near',
  'very',
  'good',
  'condition',
]);
