import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from './features.ts';
import { SCAM_KINDS, type ScamKind } from './kinds.ts';
import { evaluateCorpus } from './corpus/evaluate.ts';
import { loadCorpus, SCRIPTS } from './corpus/load.ts';
import { SHIELD_MODEL } from './shield-model.ts';
import { trainModel } from './train.ts';

/**
 * The corpus figures are a measured property of the model. The tuning part, which the model learns
 * from and its thresholds are chosen on, is held to the goal: recall ≥ 90 % per kind, honest
 * messages flagged ≤ 2 %, hard negatives (honest messages using the tricks' words) ≤ 5 %.
 */
const GOAL = { recall: 0.9, falseAlarms: 0.02, hardFalseAlarms: 0.05 };

describe('the tuning corpus', () => {
  const entries = loadCorpus('tuning');
  const figures = evaluateCorpus(entries);

  // Training takes a few seconds, longer on a busy machine: the time allowed is not what is tested.
  it(
    'is what the shipped model was learnt from (retrain with npm run train:scam-shield)',
    { timeout: 60_000 },
    () => {
      expect(SHIELD_MODEL.features).toEqual(FEATURE_NAMES);
      expect(SHIELD_MODEL).toEqual(trainModel(entries));
    },
  );

  it('covers every kind it has in every script, and honest messages in every script', () => {
    for (const kind of SCAM_KINDS.filter((k) => figures.kinds[k].labelled))
      for (const script of SCRIPTS)
        expect(
          entries.some((e) => e.kinds.includes(kind) && e.script === script),
          `${kind} ${script}`,
        ).toBe(true);
    for (const script of SCRIPTS) {
      expect(entries.some((e) => !e.kinds.length && !e.hard && e.script === script)).toBe(true);
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
 * The held-out corpora were each written apart from the model and scored once, after the model,
 * its features and thresholds were final (bench/README.md). These floors are what that one
 * measurement gave, rounded down (false alarms: rounded up), not the goal where it was missed: a
 * later change must not do worse on messages nobody tuned for.
 */
type Floors = { recall: Record<ScamKind, number>; falseAlarms: number; hardFalseAlarms: number };
const HELD_OUT: Record<'held-out' | 'held-out-2', Floors> = {
  'held-out': {
    recall: {
      upi_request_or_qr: 0.94,
      otp_pin_cvv: 0.87,
      advance_fee: 0.89,
      army_transfer: 0.89,
      off_platform: 0.96,
      overpayment_refund: 0.82,
    },
    falseAlarms: 0.07,
    hardFalseAlarms: 0.12,
  },
  'held-out-2': {
    recall: {
      upi_request_or_qr: 0.7,
      otp_pin_cvv: 0.73,
      advance_fee: 0.86,
      army_transfer: 0.93,
      off_platform: 0.8,
      overpayment_refund: 0.93,
    },
    falseAlarms: 0.105,
    hardFalseAlarms: 0.154,
  },
};

describe.each(['held-out', 'held-out-2'] as const)('the %s corpus', (part) => {
  const entries = loadCorpus(part);
  const figures = evaluateCorpus(entries);
  const floors = HELD_OUT[part];

  it('has every kind in every script, and honest and hard-negative messages in every script', () => {
    for (const kind of SCAM_KINDS)
      for (const script of SCRIPTS)
        expect(
          entries.some((e) => e.kinds.includes(kind) && e.script === script),
          `${kind} ${script}`,
        ).toBe(true);
    for (const script of SCRIPTS) expect(entries.some((e) => e.hard && e.script === script)).toBe(true);
  });

  it.each(SCAM_KINDS)('catches %s at least as well as when first measured', (kind) => {
    const missed = figures.missed.filter((m) => m.kind === kind).map((m) => m.entry.text);
    expect(figures.kinds[kind].recall, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(
      floors.recall[kind],
    );
  });

  it('flags no more honest messages than when first measured', () => {
    const flagged = figures.falseAlarms.map((e) => e.text).join(' | ');
    expect(figures.alarms.rate, flagged).toBeLessThanOrEqual(floors.falseAlarms);
    expect(figures.hardAlarms.rate, flagged).toBeLessThanOrEqual(floors.hardFalseAlarms);
  });
});
