import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from './features.ts';
import { SCAM_KINDS, type ScamKind } from './kinds.ts';
import { evaluateCorpus } from './corpus/evaluate.ts';
import { CORE_SCRIPTS, CORPUS_PARTS, loadCorpus, loadTraining, UNSEEN_PARTS } from './corpus/load.ts';
import { SHIELD_MODEL } from './shield-model.ts';
import { trainModel } from './train.ts';

/**
 * The corpus figures are a measured property of the model. Every part in CORPUS_PARTS is training
 * data, so the shipped model is held to the goal on each: recall ≥ 90 % per kind, honest messages
 * flagged ≤ 2 %, hard negatives (honest messages using the tricks' words) ≤ 5 %. How it does on
 * messages it has not seen is the out-of-fold figures and the unseen parts' (below).
 */
const GOAL = { recall: 0.9, falseAlarms: 0.02, hardFalseAlarms: 0.05 };

// Training (five folds and the final model) takes tens of seconds, longer on a busy machine: the
// time allowed is not what is tested.
it(
  'the shipped model is what the corpus teaches (retrain with npm run train:scam-shield)',
  { timeout: 300_000 },
  () => {
    expect(SHIELD_MODEL.features).toEqual(FEATURE_NAMES);
    expect(SHIELD_MODEL).toEqual(trainModel(loadTraining()));
  },
);

describe.each(CORPUS_PARTS)('the %s corpus part', (part) => {
  const entries = loadCorpus(part);
  const figures = evaluateCorpus(entries);

  it('covers every kind it has in every script, and honest messages in every script', () => {
    for (const kind of SCAM_KINDS.filter((k) => figures.kinds[k].labelled))
      for (const script of CORE_SCRIPTS)
        expect(
          entries.some((e) => e.kinds.includes(kind) && e.script === script),
          `${kind} ${script}`,
        ).toBe(true);
    for (const script of CORE_SCRIPTS) {
      expect(entries.some((e) => !e.kinds.length && e.script === script)).toBe(true);
      expect(entries.some((e) => e.hard && e.script === script)).toBe(true);
    }
  });

  it.each(SCAM_KINDS)('catches %s at the goal recall', (kind) => {
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
 * The unseen parts were written apart and scored once against the final model (bench/README.md).
 * Each is held to the goal, or to what that measurement gave where it missed the goal (held-out-7's
 * honest messages flagged, 2.5 %; the world's parts): a later change must not do worse on messages
 * nobody tuned for.
 */
const AT_GOAL = {
  recall: Object.fromEntries(SCAM_KINDS.map((k) => [k, GOAL.recall])) as Record<ScamKind, number>,
  falseAlarms: GOAL.falseAlarms,
  hardFalseAlarms: GOAL.hardFalseAlarms,
};
const UNSEEN_FLOORS: Record<
  (typeof UNSEEN_PARTS)[number],
  { recall: Record<ScamKind, number>; falseAlarms: number; hardFalseAlarms: number }
> = {
  'held-out-5': AT_GOAL,
  'held-out-6': AT_GOAL,
  'held-out-7': { ...AT_GOAL, falseAlarms: 0.025 },
  // The world's parts miss the goal: each is held to its one measurement (caught / labelled).
  'world-1': {
    recall: {
      upi_request_or_qr: 34 / 45,
      otp_pin_cvv: 31 / 42,
      advance_fee: 25 / 45,
      army_transfer: 28 / 40,
      off_platform: 35 / 41,
      overpayment_refund: 17 / 40,
    },
    falseAlarms: 15 / 240,
    hardFalseAlarms: 15 / 140,
  },
  'world-2': {
    recall: {
      upi_request_or_qr: 39 / 47,
      otp_pin_cvv: 35 / 43,
      advance_fee: 28 / 45,
      army_transfer: 36 / 43,
      off_platform: 33 / 46,
      overpayment_refund: 29 / 41,
    },
    falseAlarms: 6 / 240,
    hardFalseAlarms: 6 / 140,
  },
  'world-3': {
    recall: {
      upi_request_or_qr: 45 / 53,
      otp_pin_cvv: 41 / 47,
      advance_fee: 26 / 43,
      army_transfer: 32 / 40,
      off_platform: 35 / 48,
      overpayment_refund: 21 / 45,
    },
    falseAlarms: 16 / 240,
    hardFalseAlarms: 16 / 140,
  },
};

describe.each(UNSEEN_PARTS)('the unseen %s corpus part', (part) => {
  const entries = loadCorpus(part);
  const figures = evaluateCorpus(entries);
  const floors = UNSEEN_FLOORS[part];

  it('has every kind in every script, and hard negatives in every script', () => {
    for (const kind of SCAM_KINDS)
      for (const script of CORE_SCRIPTS)
        expect(
          entries.some((e) => e.kinds.includes(kind) && e.script === script),
          `${kind} ${script}`,
        ).toBe(true);
    for (const script of CORE_SCRIPTS) expect(entries.some((e) => e.hard && e.script === script)).toBe(true);
  });

  it.each(SCAM_KINDS)('catches %s at the goal recall', (kind) => {
    const missed = figures.missed.filter((m) => m.kind === kind).map((m) => m.entry.text);
    expect(figures.kinds[kind].recall, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(
      floors.recall[kind],
    );
  });

  it('flags no more honest messages than the goal or its first measurement', () => {
    const flagged = figures.falseAlarms.map((e) => e.text).join(' | ');
    expect(figures.alarms.rate, flagged).toBeLessThanOrEqual(floors.falseAlarms);
    expect(figures.hardAlarms.rate, flagged).toBeLessThanOrEqual(floors.hardFalseAlarms);
  });
});
