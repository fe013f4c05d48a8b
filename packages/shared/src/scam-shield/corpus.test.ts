import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from './features.ts';
import { SCAM_KINDS, type ScamKind } from './kinds.ts';
import { evaluateCorpus } from './corpus/evaluate.ts';
import {
  CORE_SCRIPTS,
  CORPUS_PARTS,
  LANGUAGE_GROUPS,
  languageGroup,
  loadCorpus,
  loadTraining,
  presentUnseenParts,
  UNSEEN_PARTS,
  type CorpusEntry,
  type LanguageGroup,
} from './corpus/load.ts';
import { SHIELD_MODEL } from './shield-model.ts';
import { trainWithScores } from './train.ts';

/**
 * The corpus figures are a measured property of the model. Every part in CORPUS_PARTS is training
 * data, so the shipped model is held on each to honest messages warned ≤ 2 %, hard negatives
 * (honest messages using the tricks' words) ≤ 5 %, and recall ≥ 87 % per kind: its thresholds are
 * set for new writers' messages (folds by writer), higher than its own training parts need, and
 * tuning-2, tuning-4 and tuning-16 keep 87.5–89.7 % of their OTP and advance-fee scams under them.
 * How it does on messages it has not seen is the out-of-fold figures (next) and the unseen parts'.
 */
const GOAL = { recall: 0.87, falseAlarms: 0.02, hardFalseAlarms: 0.05 };

/**
 * Out of fold, each part scored by models that learnt nothing from its writer (train.ts, folds.ts):
 * the nearest the training gets to a new writer's messages. Floors a little under what the shipped
 * training gives (bench/README.md), so that a change that reads new writers worse fails here.
 */
const OUT_OF_FOLD_FLOORS = {
  // Measured on 2026-11-29 over 36 parts (world-10 to world-12 added, every language's asks and the
  // sums read): 90.6, 91.1, 83.7, 91.1, 87.7, 87.0 %. The features before read 87.2, 88.1, 77.6,
  // 91.0, 89.6, 87.3 % over the same 36 parts (bench/README.md).
  warned: {
    upi_request_or_qr: 0.9,
    otp_pin_cvv: 0.9,
    advance_fee: 0.83,
    army_transfer: 0.9,
    off_platform: 0.87,
    overpayment_refund: 0.86,
  } satisfies Record<ScamKind, number>,
  // Scams warned against, any kind: 90.8, 92.7, 91.3, 76.6 % (the other languages 67.8 % before).
  groups: { English: 0.9, Hinglish: 0.92, Hindi: 0.91, 'other languages': 0.76 } satisfies Record<
    LanguageGroup,
    number
  >,
  // Honest messages warned 2.0 %, hard ones 3.3 %; warned or tipped 5.9 % and 9.2 %.
  honestWarned: 0.021,
  hardWarned: 0.035,
  honestReached: 0.062,
  hardReached: 0.097,
};

// Training (five folds and the final model) takes minutes on a busy machine: the time allowed is
// not what is tested.
it(
  'the shipped model is what the corpus teaches (retrain with npm run train:scam-shield), and reads new writers as well as before',
  { timeout: 900_000 },
  () => {
    const entries = loadTraining();
    const { model, scores } = trainWithScores(entries);
    expect(SHIELD_MODEL.features).toEqual(FEATURE_NAMES);
    expect(SHIELD_MODEL).toEqual(model);
    const index = new Map(entries.map((e, i) => [e, i]));
    const at = (level: 'threshold' | 'tip') => (e: CorpusEntry) =>
      SCAM_KINDS.filter((k) => scores[index.get(e)!]![k] >= model.kinds[k][level]);
    const warned = evaluateCorpus(entries, at('threshold'));
    const reached = evaluateCorpus(entries, at('tip'));
    for (const kind of SCAM_KINDS)
      expect(warned.kinds[kind].recall, kind).toBeGreaterThanOrEqual(OUT_OF_FOLD_FLOORS.warned[kind]);
    for (const group of LANGUAGE_GROUPS)
      expect(warned.byGroup[group].scams.recall, group).toBeGreaterThanOrEqual(
        OUT_OF_FOLD_FLOORS.groups[group],
      );
    expect(warned.alarms.rate).toBeLessThanOrEqual(OUT_OF_FOLD_FLOORS.honestWarned);
    expect(warned.hardAlarms.rate).toBeLessThanOrEqual(OUT_OF_FOLD_FLOORS.hardWarned);
    expect(reached.alarms.rate).toBeLessThanOrEqual(OUT_OF_FOLD_FLOORS.honestReached);
    expect(reached.hardAlarms.rate).toBeLessThanOrEqual(OUT_OF_FOLD_FLOORS.hardReached);
  },
);

describe.each(CORPUS_PARTS)('the %s corpus part', (part) => {
  const entries = loadCorpus(part);
  const figures = evaluateCorpus(entries);

  it('covers every kind it has in every core script it is written in, and honest messages in each', () => {
    const scripts = CORE_SCRIPTS.filter((script) => entries.some((e) => e.script === script));
    for (const kind of SCAM_KINDS.filter((k) => figures.kinds[k].labelled))
      for (const script of scripts)
        expect(
          entries.some((e) => e.kinds.includes(kind) && e.script === script),
          `${kind} ${script}`,
        ).toBe(true);
    for (const group of new Set(entries.map((e) => languageGroup(e.script)))) {
      const inGroup = entries.filter((e) => languageGroup(e.script) === group);
      expect(
        inGroup.some((e) => !e.kinds.length && !e.hard),
        `${group} plain honest`,
      ).toBe(true);
      expect(
        inGroup.some((e) => e.hard),
        `${group} hard negatives`,
      ).toBe(true);
    }
  });

  it.each(SCAM_KINDS)('catches %s at the floor recall', (kind) => {
    const missed = figures.missed.filter((m) => m.kind === kind).map((m) => m.entry.text);
    expect(figures.kinds[kind].recall, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(GOAL.recall);
  });

  it('leaves honest messages alone', () => {
    const flagged = figures.falseAlarms.map((e) => e.text).join(' | ');
    expect(figures.alarms.rate, flagged).toBeLessThanOrEqual(GOAL.falseAlarms);
    expect(figures.hardAlarms.rate, flagged).toBeLessThanOrEqual(GOAL.hardFalseAlarms);
  });
});

/**
 * Parts from new briefs, placed in corpus/ to be scored once (`npm run scam-shield:report --
 * world-13`); never trained on. Once scored, their figures go in bench/README.md and their floors
 * here, so a later change must not read them worse.
 */
const UNSEEN_FLOORS: Partial<
  Record<
    (typeof UNSEEN_PARTS)[number],
    { recall: Record<ScamKind, number>; falseAlarms: number; hardFalseAlarms: number }
  >
> = {
  // world-1 to world-12 were each scored once against the model shipped with them (bench/README.md)
  // and are training data now, held like every training part to GOAL above. world-13 to world-15,
  // from three new briefs, were scored once against the model shipped with them (2026-11-29),
  // recall rounded down and honest messages warned rounded up, to 4 places.
  'world-13': {
    recall: {
      upi_request_or_qr: 0.9387,
      otp_pin_cvv: 0.85,
      advance_fee: 0.8545,
      army_transfer: 0.8,
      off_platform: 0.6136,
      overpayment_refund: 0.675,
    },
    falseAlarms: 0.0417,
    hardFalseAlarms: 0.0643,
  },
  'world-14': {
    recall: {
      upi_request_or_qr: 0.9375,
      otp_pin_cvv: 0.9024,
      advance_fee: 0.7758,
      army_transfer: 0.8,
      off_platform: 0.4761,
      overpayment_refund: 0.85,
    },
    falseAlarms: 0.0125,
    hardFalseAlarms: 0.0215,
  },
  'world-15': {
    recall: {
      upi_request_or_qr: 0.923,
      otp_pin_cvv: 0.8372,
      advance_fee: 0.7068,
      army_transfer: 0.675,
      off_platform: 0.745,
      overpayment_refund: 0.725,
    },
    falseAlarms: 0.0334,
    hardFalseAlarms: 0.0572,
  },
};
const unseen = presentUnseenParts();

describe.skipIf(!unseen.length).each(unseen)('the unseen %s corpus part', (part) => {
  const entries = loadCorpus(part);
  const figures = evaluateCorpus(entries);
  const floors = UNSEEN_FLOORS[part];

  it('has every kind, and hard negatives', () => {
    for (const kind of SCAM_KINDS)
      expect(
        entries.some((e) => e.kinds.includes(kind)),
        kind,
      ).toBe(true);
    expect(entries.some((e) => e.hard)).toBe(true);
  });

  it.runIf(floors).each(SCAM_KINDS)('catches %s at least as well as when first scored', (kind) => {
    const missed = figures.missed.filter((m) => m.kind === kind).map((m) => m.entry.text);
    expect(figures.kinds[kind].recall, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(
      floors!.recall[kind],
    );
  });

  it.runIf(floors)('warns no more honest messages than when first scored', () => {
    const flagged = figures.falseAlarms.map((e) => e.text).join(' | ');
    expect(figures.alarms.rate, flagged).toBeLessThanOrEqual(floors!.falseAlarms);
    expect(figures.hardAlarms.rate, flagged).toBeLessThanOrEqual(floors!.hardFalseAlarms);
  });
});
