import { describe, expect, it } from 'vitest';
import { SCAM_KINDS } from './kinds.ts';
import { evaluateCorpus } from './corpus/evaluate.ts';
import { loadCorpus, type CorpusPart } from './corpus/load.ts';

/**
 * The corpus figures are a measured property of the rules. The tuning part is held to the goal
 * (recall ≥ 90 % per kind, ordinary messages flagged ≤ 3 %). The held-out part was never used
 * while tuning; when first measured it caught 6 of 8 OTP/PIN and advance-fee scams and 7 of 8
 * army-transfer stories, so its recall floor is the measured 75 %, not the goal (see bench/README.md).
 */
const FLOORS: Record<CorpusPart, { recall: number; falsePositives: number }> = {
  tuning: { recall: 0.9, falsePositives: 0.03 },
  'held-out': { recall: 0.75, falsePositives: 0.03 },
};

describe.each(['tuning', 'held-out'] as const)('the %s corpus', (part) => {
  const entries = loadCorpus(part);
  const figures = evaluateCorpus(entries);

  it('covers every kind in every script, and ordinary messages in every script', () => {
    for (const kind of SCAM_KINDS)
      for (const script of ['en', 'hi-latn', 'hi-deva'] as const)
        expect(
          entries.some((e) => e.kinds.includes(kind) && e.script === script),
          `${kind} ${script}`,
        ).toBe(true);
    for (const script of ['en', 'hi-latn', 'hi-deva'] as const)
      expect(entries.some((e) => e.kinds.length === 0 && e.script === script)).toBe(true);
  });

  it.each(SCAM_KINDS)('catches %s at the agreed recall', (kind) => {
    const missed = figures.missed.filter((m) => m.kind === kind).map((m) => m.entry.text);
    expect(figures.kinds[kind].recall, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(
      FLOORS[part].recall,
    );
  });

  it('leaves ordinary messages alone', () => {
    expect(
      figures.falsePositiveRate,
      figures.falsePositives.map((e) => e.text).join(' | '),
    ).toBeLessThanOrEqual(FLOORS[part].falsePositives);
  });
});

describe('the whole corpus', () => {
  it('has at least 300 messages, 100 scams and 150 ordinary ones', () => {
    const all = [...loadCorpus('tuning'), ...loadCorpus('held-out')];
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(all.filter((e) => e.kinds.length).length).toBeGreaterThanOrEqual(100);
    expect(all.filter((e) => !e.kinds.length).length).toBeGreaterThanOrEqual(150);
  });
});
