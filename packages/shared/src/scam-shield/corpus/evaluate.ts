import { checkMessage } from '../check.ts';
import { SCAM_KINDS, type ScamKind } from '../kinds.ts';
import { SCRIPTS, type CorpusEntry, type Script } from './load.ts';

export interface KindFigures {
  /** Messages labelled with this kind. */
  labelled: number;
  caught: number;
  /** Messages flagged with this kind that are not labelled with it. */
  wrong: number;
  recall: number;
  precision: number;
}

export interface AlarmFigures {
  /** Honest messages (ordinary and hard negatives) read. */
  honest: number;
  flagged: number;
  rate: number;
}

export interface CorpusFigures {
  kinds: Record<ScamKind, KindFigures>;
  /** The same, counted within each script. */
  byScript: Record<Script, { kinds: Record<ScamKind, KindFigures>; alarms: AlarmFigures }>;
  /** Honest messages flagged with any kind. */
  alarms: AlarmFigures;
  /** Hard negatives (honest messages using the tricks' words) flagged with any kind. */
  hardAlarms: AlarmFigures;
  falseAlarms: CorpusEntry[];
  missed: { entry: CorpusEntry; kind: ScamKind }[];
}

const emptyKinds = () =>
  Object.fromEntries(
    SCAM_KINDS.map((k) => [k, { labelled: 0, caught: 0, wrong: 0, recall: 1, precision: 1 }]),
  ) as Record<ScamKind, KindFigures>;
const emptyAlarms = (): AlarmFigures => ({ honest: 0, flagged: 0, rate: 0 });

function count(kinds: Record<ScamKind, KindFigures>, entry: CorpusEntry, found: Set<ScamKind>) {
  for (const kind of SCAM_KINDS) {
    const labelled = entry.kinds.includes(kind);
    if (labelled) kinds[kind].labelled++;
    if (labelled && found.has(kind)) kinds[kind].caught++;
    if (!labelled && found.has(kind)) kinds[kind].wrong++;
  }
}

function finish(kinds: Record<ScamKind, KindFigures>) {
  for (const f of Object.values(kinds)) {
    f.recall = f.labelled ? f.caught / f.labelled : 1;
    f.precision = f.caught + f.wrong ? f.caught / (f.caught + f.wrong) : 1;
  }
}

function alarm(figures: AlarmFigures, flagged: boolean) {
  figures.honest++;
  if (flagged) figures.flagged++;
  figures.rate = figures.flagged / figures.honest;
}

const shipped = (entry: CorpusEntry) => checkMessage(entry.text, { sender: entry.sender }).kinds;

/**
 * Recall and precision per kind (overall and per script) and the share of honest messages flagged,
 * as the shipped model reads them, or as `kindsOf` does (cross-validation).
 */
export function evaluateCorpus(
  entries: CorpusEntry[],
  kindsOf: (entry: CorpusEntry) => ScamKind[] = shipped,
): CorpusFigures {
  const figures: CorpusFigures = {
    kinds: emptyKinds(),
    byScript: Object.fromEntries(
      SCRIPTS.map((s) => [s, { kinds: emptyKinds(), alarms: emptyAlarms() }]),
    ) as CorpusFigures['byScript'],
    alarms: emptyAlarms(),
    hardAlarms: emptyAlarms(),
    falseAlarms: [],
    missed: [],
  };
  for (const entry of entries) {
    const found = new Set(kindsOf(entry));
    count(figures.kinds, entry, found);
    count(figures.byScript[entry.script].kinds, entry, found);
    if (!entry.kinds.length) {
      alarm(figures.alarms, found.size > 0);
      alarm(figures.byScript[entry.script].alarms, found.size > 0);
      if (entry.hard) alarm(figures.hardAlarms, found.size > 0);
      if (found.size) figures.falseAlarms.push(entry);
    }
    for (const kind of entry.kinds) if (!found.has(kind)) figures.missed.push({ entry, kind });
  }
  finish(figures.kinds);
  for (const s of SCRIPTS) finish(figures.byScript[s].kinds);
  return figures;
}
