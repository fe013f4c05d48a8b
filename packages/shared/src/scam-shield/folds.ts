/**
 * Cross-validation folds that keep near-duplicates together. The corpus has many close rewordings
 * of one message ("send the OTP" / "send me the OTP pls"); if one were learnt from and the other
 * scored, the figures would say how well the model remembers, not how it reads a new message.
 */

/** Messages sharing at least this share of their distinct words are one group. */
const SAME_GROUP = 0.5;

function wordSet(text: string): Set<string> {
  return new Set(text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean));
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

/**
 * Each message's fold in [0, folds): near-duplicate groups (by word overlap, transitively) in the
 * corpus's order, dealt round-robin, so that every fold has a share of each kind (the corpus lists
 * messages kind by kind). Deterministic: the same texts always fold the same way.
 */
export function groupedFolds(texts: readonly string[], folds: number): number[] {
  const sets = texts.map(wordSet);
  const parent = texts.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i]!;
      const b = sets[j]!;
      // Cannot reach the threshold when the sizes differ too much: skip the count.
      if (Math.min(a.size, b.size) < SAME_GROUP * Math.max(a.size, b.size)) continue;
      if (overlap(a, b) >= SAME_GROUP) parent[root(j)] = root(i);
    }
  const foldOfRoot = new Map<number, number>();
  return texts.map((_, i) => {
    const r = root(i);
    if (!foldOfRoot.has(r)) foldOfRoot.set(r, foldOfRoot.size % folds);
    return foldOfRoot.get(r)!;
  });
}

/**
 * Each message's fold when every message knows its corpus part: whole parts dealt round-robin in
 * the order first met. A part is one writer's, with that writer's habits and their messages
 * translated into each script; a model scored on a part it learnt nothing of reads it as it will a
 * new writer's messages. Otherwise, near-duplicate groups (groupedFolds).
 */
export function foldsOf(entries: readonly { text: string; part?: string }[], folds: number): number[] {
  if (entries.some((e) => e.part === undefined))
    return groupedFolds(
      entries.map((e) => e.text),
      folds,
    );
  const foldOfPart = new Map<string, number>();
  return entries.map((e) => {
    if (!foldOfPart.has(e.part!)) foldOfPart.set(e.part!, foldOfPart.size % folds);
    return foldOfPart.get(e.part!)!;
  });
}
