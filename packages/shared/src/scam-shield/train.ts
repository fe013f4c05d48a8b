import type { CorpusEntry } from './corpus/load.ts';
import { FEATURE_NAMES, readFeatures } from './features.ts';
import { SCAM_KINDS, type ScamKind } from './kinds.ts';
import { kindScore, type KindModel, type ShieldModel } from './model.ts';
import { normaliseMessage } from './normalise.ts';

/**
 * One-vs-rest logistic regression per kind, learnt from the tuning corpus by plain full-batch
 * gradient descent from zero weights: no randomness, so the same corpus always gives the same model
 * (corpus.test.ts checks the shipped model is exactly this function's answer).
 */
const STEPS = 3000;
const RATE = 1;
/** L2 penalty: small weights for features seen once or twice, so one lucky word does not decide. */
const L2 = 0.001;
/** What one false alarm costs against one catch, each as a share of its messages (see chooseThreshold). */
const ALARM_COST = 10;
const HARD_ALARM_COST = 2;
const THRESHOLDS = Array.from({ length: 19 }, (_, i) => 0.05 + i * 0.05);
// `|| 0` writes -0 as 0, as JSON does.
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places || 0;

/** Sparse rows: only the non-zero features of each message. */
type Row = { index: number[]; value: number[] };

function rowsOf(entries: CorpusEntry[]): Row[] {
  return entries.map((e) => {
    const features = readFeatures(normaliseMessage(e.text), e.sender);
    const row: Row = { index: [], value: [] };
    FEATURE_NAMES.forEach((name, i) => {
      if (!features[name]) return;
      row.index.push(i);
      row.value.push(features[name]);
    });
    return row;
  });
}

function fit(rows: Row[], labels: boolean[]): { bias: number; weights: number[] } {
  const n = rows.length;
  const positives = labels.filter(Boolean).length;
  // Each class counts as half of the data: scams of one kind are a few percent of the corpus.
  const cost = labels.map((y) => (y ? n / (2 * positives) : n / (2 * (n - positives))));
  const weights = new Array<number>(FEATURE_NAMES.length).fill(0);
  let bias = 0;
  const grad = new Array<number>(FEATURE_NAMES.length);
  for (let step = 0; step < STEPS; step++) {
    grad.fill(0);
    let gradBias = 0;
    for (let r = 0; r < n; r++) {
      const row = rows[r]!;
      let z = bias;
      for (let k = 0; k < row.index.length; k++) z += weights[row.index[k]!]! * row.value[k]!;
      const error = (cost[r]! * (1 / (1 + Math.exp(-z)) - (labels[r] ? 1 : 0))) / n;
      gradBias += error;
      for (let k = 0; k < row.index.length; k++) grad[row.index[k]!]! += error * row.value[k]!;
    }
    bias -= RATE * gradBias;
    for (let i = 0; i < weights.length; i++) weights[i]! -= RATE * (grad[i]! + L2 * weights[i]!);
  }
  return { bias, weights };
}

/**
 * The threshold that best trades this kind's recall against false alarms on honest messages: each
 * honest message flagged costs ALARM_COST times what one caught scam is worth, in shares of each
 * (one alarm in 900 honest messages weighs about as much as one catch in 100 scams). Hard
 * negatives count once more. Among equally good thresholds, the middle one, to leave room on both
 * sides for messages not in the corpus.
 */
function chooseThreshold(model: KindModel, entries: CorpusEntry[], kind: ScamKind): number {
  const scores = entries.map((e) => {
    const features = readFeatures(normaliseMessage(e.text), e.sender);
    return kindScore(
      model,
      FEATURE_NAMES.map((name) => features[name] ?? 0),
    );
  });
  const labelled = entries.filter((e) => e.kinds.includes(kind)).length;
  const honest = entries.filter((e) => !e.kinds.length).length;
  const hard = entries.filter((e) => e.hard).length;
  let best = -Infinity;
  let chosen: number[] = [];
  for (const t of THRESHOLDS) {
    let caught = 0;
    let alarms = 0;
    let hardAlarms = 0;
    entries.forEach((e, i) => {
      if (scores[i]! < t) return;
      if (e.kinds.includes(kind)) caught++;
      if (!e.kinds.length) alarms++;
      if (e.hard) hardAlarms++;
    });
    const value =
      caught / Math.max(1, labelled) -
      ALARM_COST * (alarms / Math.max(1, honest)) -
      HARD_ALARM_COST * (hardAlarms / Math.max(1, hard));
    // Rounded so that float noise does not split equally good thresholds.
    const v = round(value, 9);
    if (v > best) {
      best = v;
      chosen = [t];
    } else if (v === best) chosen.push(t);
  }
  return round(chosen[Math.floor((chosen.length - 1) / 2)]!, 2);
}

export function trainModel(entries: CorpusEntry[]): ShieldModel {
  const rows = rowsOf(entries);
  const kinds = {} as Record<ScamKind, KindModel>;
  for (const kind of SCAM_KINDS) {
    const labels = entries.map((e) => e.kinds.includes(kind));
    const { bias, weights } = fit(rows, labels);
    const model: KindModel = { bias: round(bias), threshold: 1, weights: weights.map((w) => round(w)) };
    model.threshold = chooseThreshold(model, entries, kind);
    kinds[kind] = model;
  }
  return { features: [...FEATURE_NAMES], kinds };
}
