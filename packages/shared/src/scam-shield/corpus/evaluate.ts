import { checkMessage } from '../check.ts';
import { SCAM_KINDS, type ScamKind } from '../kinds.ts';
import type { CorpusEntry } from './load.ts';

export interface KindFigures {
  /** Messages labelled with this kind. */
  labelled: number;
  caught: number;
  /** Messages flagged with this kind that are not labelled with it. */
  wrong: number;
  recall: number;
  precision: number;
}

export interface CorpusFigures {
  kinds: Record<ScamKind, KindFigures>;
  ordinary: number;
  /** Ordinary messages flagged with any kind. */
  falsePositives: CorpusEntry[];
  falsePositiveRate: number;
  missed: { entry: CorpusEntry; kind: ScamKind }[];
}

/** Recall and precision per kind and the share of ordinary messages flagged. */
export function evaluateCorpus(entries: CorpusEntry[]): CorpusFigures {
  const kinds = Object.fromEntries(
    SCAM_KINDS.map((k) => [k, { labelled: 0, caught: 0, wrong: 0, recall: 1, precision: 1 }]),
  ) as Record<ScamKind, KindFigures>;
  const falsePositives: CorpusEntry[] = [];
  const missed: CorpusFigures['missed'] = [];
  let ordinary = 0;
  for (const entry of entries) {
    const found = new Set(checkMessage(entry.text).kinds);
    if (entry.kinds.length === 0) {
      ordinary++;
      if (found.size) falsePositives.push(entry);
    }
    for (const kind of SCAM_KINDS) {
      const labelled = entry.kinds.includes(kind);
      if (labelled) kinds[kind].labelled++;
      if (labelled && found.has(kind)) kinds[kind].caught++;
      if (labelled && !found.has(kind)) missed.push({ entry, kind });
      if (!labelled && found.has(kind)) kinds[kind].wrong++;
    }
  }
  for (const f of Object.values(kinds)) {
    f.recall = f.labelled ? f.caught / f.labelled : 1;
    f.precision = f.caught + f.wrong ? f.caught / (f.caught + f.wrong) : 1;
  }
  return {
    kinds,
    ordinary,
    falsePositives,
    falsePositiveRate: ordinary ? falsePositives.length / ordinary : 0,
    missed,
  };
}
