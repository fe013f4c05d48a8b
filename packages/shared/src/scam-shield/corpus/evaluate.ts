import { checkMessage } from '../check.ts';
import { SCAM_KINDS, type ScamKind } from '../kinds.ts';
import { LANGUAGE_GROUPS, languageGroup, type CorpusEntry, type LanguageGroup } from './load.ts';

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

/** Scam messages of any kind, caught when the shield finds one of their kinds. */
export interface ScamFigures {
  labelled: number;
  caught: number;
  recall: number;
}

export interface CorpusFigures {
  kinds: Record<ScamKind, KindFigures>;
  scams: ScamFigures;
  /** The same, counted within each language group. */
  byGroup: Record<
    LanguageGroup,
    {
      kinds: Record<ScamKind, KindFigures>;
      scams: ScamFigures;
      alarms: AlarmFigures;
      hardAlarms: AlarmFigures;
    }
  >;
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
const emptyScams = (): ScamFigures => ({ labelled: 0, caught: 0, recall: 1 });

function scam(figures: ScamFigures, caught: boolean) {
  figures.labelled++;
  if (caught) figures.caught++;
  figures.recall = figures.caught / figures.labelled;
}

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
 * Recall and precision per kind (overall and per language group) and the share of honest messages flagged,
 * as the shipped model reads them, or as `kindsOf` does (cross-validation).
 */
export function evaluateCorpus(
  entries: CorpusEntry[],
  kindsOf: (entry: CorpusEntry) => ScamKind[] = shipped,
): CorpusFigures {
  const figures: CorpusFigures = {
    kinds: emptyKinds(),
    scams: emptyScams(),
    byGroup: Object.fromEntries(
      LANGUAGE_GROUPS.map((g) => [
        g,
        { kinds: emptyKinds(), scams: emptyScams(), alarms: emptyAlarms(), hardAlarms: emptyAlarms() },
      ]),
    ) as CorpusFigures['byGroup'],
    alarms: emptyAlarms(),
    hardAlarms: emptyAlarms(),
    falseAlarms: [],
    missed: [],
  };
  for (const entry of entries) {
    const found = new Set(kindsOf(entry));
    const group = figures.byGroup[languageGroup(entry.script)];
    count(figures.kinds, entry, found);
    count(group.kinds, entry, found);
    if (!entry.kinds.length) {
      alarm(figures.alarms, found.size > 0);
      alarm(group.alarms, found.size > 0);
      if (entry.hard) alarm(figures.hardAlarms, found.size > 0);
      if (entry.hard) alarm(group.hardAlarms, found.size > 0);
      if (found.size) figures.falseAlarms.push(entry);
    }
    if (entry.kinds.length) {
      const caught = entry.kinds.some((k) => found.has(k));
      scam(figures.scams, caught);
      scam(group.scams, caught);
    }
    for (const kind of entry.kinds) if (!found.has(kind)) figures.missed.push({ entry, kind });
  }
  finish(figures.kinds);
  for (const g of LANGUAGE_GROUPS) finish(figures.byGroup[g].kinds);
  return figures;
}
