import { checkWith } from './check.ts';
import { isIndependentPart, type CorpusEntry } from './corpus/load.ts';
import { FEATURE_NAMES, readFeatures } from './features.ts';
import { foldsOf } from './folds.ts';
import { SCAM_KINDS, type ScamKind } from './kinds.ts';
import { readLexical } from './lexical.ts';
import type { KindModel, ShieldModel } from './model.ts';
import { latinReading, normaliseMessage } from './normalise.ts';
import { chooseThresholds, TIP_GOAL, type KindScores } from './thresholds.ts';

/**
 * One-vs-rest logistic regression per kind over the hand-made features and the hashed lexical ones,
 * learnt by stochastic gradient descent in a fixed order from zero weights: no randomness, so the
 * same corpus always gives the same model (corpus.test.ts checks the shipped model is exactly this
 * function's answer). Each kind's threshold is chosen on out-of-fold scores: every message scored by
 * a model that did not learn from its writer's part (folds.ts), as a new writer's message would be.
 */
export interface TrainingOptions {
  /** Lexical buckets (a power of two): more separate more phrasings, and weigh more in the chat's script. */
  buckets: number;
  /** L2 penalty per message: small weights for pieces seen once or twice, so one lucky word does not decide. */
  l2: number;
}
/** Chosen by cross-validation (`npm run scam-shield:report -- --grid`, bench/README.md). */
export const TRAINING: TrainingOptions = { buckets: 4096, l2: 1e-4 };
export const FOLDS = 5;
const EPOCHS = 30;
const RATE = 0.5;
const HONEST_WEIGHT = 10;
/**
 * The world's parts and the ten languages' part (corpus/load.ts) count this many times: nearer to
 * what new writers send than the many parts written from the training brief. Three times was set
 * for three world parts; with nine, three times outweighed the rest (tuning-2's advance fees fell
 * under the per-part floor) and read new writers no better out of fold (bench/README.md).
 */
const INDEPENDENT_WEIGHT = 2;
// `|| 0` writes -0 as 0, as JSON does.
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places || 0;

/** Sparse rows: the non-zero hand-made features, then the lexical buckets after them. */
type Row = { index: number[]; value: number[] };

function rowOf(entry: CorpusEntry, buckets: number): Row {
  const text = normaliseMessage(entry.text);
  const latin = latinReading(text);
  const features = readFeatures(text, entry.sender, latin);
  const row: Row = { index: [], value: [] };
  FEATURE_NAMES.forEach((name, i) => {
    if (!features[name]) return;
    row.index.push(i);
    row.value.push(features[name]);
  });
  const lexical = readLexical(latin, buckets, entry.sender);
  lexical.index.forEach((bucket, k) => {
    row.index.push(FEATURE_NAMES.length + bucket);
    row.value.push(lexical.value[k]!);
  });
  return row;
}

/** A fixed shuffle (a small linear congruential generator), the same on every machine. */
function shuffled(n: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let state = seed;
  for (let i = n - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Weighted logistic regression by SGD. The L2 shrink of every weight at every step is kept as one
 * shared factor (`shrink`), so a step costs only the message's own non-zero features.
 */
function fit(rows: Row[], labels: boolean[], honest: boolean[], weight: number[], dims: number, l2: number) {
  const n = rows.length;
  const positives = labels.filter(Boolean).length;
  // Each class counts as half of the data: scams of one kind are a few percent of the corpus.
  const cost = labels.map(
    (y, i) =>
      weight[i]! * (y ? n / (2 * positives) : (n / (2 * (n - positives))) * (honest[i] ? HONEST_WEIGHT : 1)),
  );
  const w = new Float64Array(dims);
  let shrink = 1;
  let bias = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = RATE / (1 + epoch);
    for (const r of shuffled(n, epoch + 1)) {
      const row = rows[r]!;
      let z = 0;
      for (let k = 0; k < row.index.length; k++) z += w[row.index[k]!]! * row.value[k]!;
      z = bias + z * shrink;
      const g = cost[r]! * (1 / (1 + Math.exp(-z)) - (labels[r] ? 1 : 0));
      shrink *= 1 - rate * l2;
      const step = (rate * g) / shrink;
      for (let k = 0; k < row.index.length; k++) w[row.index[k]!]! -= step * row.value[k]!;
      bias -= rate * g;
    }
    for (let i = 0; i < dims; i++) w[i]! *= shrink;
    shrink = 1;
  }
  return { bias, weights: w };
}

/** Rounds the hand-made weights and quantises the lexical ones to signed bytes (model.ts). */
function packed(bias: number, weights: Float64Array, features: number): KindModel {
  const lexical = weights.subarray(features);
  const largest = lexical.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
  const scale = round(largest / 127, 6) || 1;
  const bytes = Int8Array.from(lexical, (x) => Math.max(-127, Math.min(127, Math.round(x / scale))));
  return {
    bias: round(bias),
    threshold: 1,
    tip: 1,
    weights: Array.from(weights.subarray(0, features), (x) => round(x)),
    lexical: Buffer.from(bytes.buffer).toString('base64'),
    scale,
  };
}

function learn(rows: Row[], entries: CorpusEntry[], options: TrainingOptions): ShieldModel {
  const dims = FEATURE_NAMES.length + options.buckets;
  const kinds = {} as Record<ScamKind, KindModel>;
  for (const kind of SCAM_KINDS) {
    const labels = entries.map((e) => e.kinds.includes(kind));
    const honest = entries.map((e) => !e.kinds.length);
    const weight = entries.map((e) => (isIndependentPart(e.part) ? INDEPENDENT_WEIGHT : 1));
    const { bias, weights } = fit(rows, labels, honest, weight, dims, options.l2);
    kinds[kind] = packed(bias, weights, FEATURE_NAMES.length);
  }
  return { features: [...FEATURE_NAMES], buckets: options.buckets, kinds };
}

/** Each message's scores from the model of the folds it is not in (folds.ts), in corpus order. */
export function outOfFoldScores(entries: CorpusEntry[], options: TrainingOptions = TRAINING): KindScores[] {
  return scoresOutOfFold(
    entries.map((e) => rowOf(e, options.buckets)),
    entries,
    options,
  );
}

function scoresOutOfFold(rows: Row[], entries: CorpusEntry[], options: TrainingOptions): KindScores[] {
  const fold = foldsOf(
    entries.map((e) => ({ text: normaliseMessage(e.text), part: e.part })),
    FOLDS,
  );
  const scores: KindScores[] = new Array(entries.length);
  for (let f = 0; f < FOLDS; f++) {
    const learnt = entries.map((_, i) => i).filter((i) => fold[i] !== f);
    const model = learn(
      learnt.map((i) => rows[i]!),
      learnt.map((i) => entries[i]!),
      options,
    );
    entries.forEach((e, i) => {
      if (fold[i] === f) scores[i] = checkWith(model, e.text, { sender: e.sender }).scores;
    });
  }
  return scores;
}

export function trainModel(entries: CorpusEntry[], options: TrainingOptions = TRAINING): ShieldModel {
  return trainWithScores(entries, options).model;
}

/** The model, and the out-of-fold scores its thresholds were chosen on (for the training's report). */
export function trainWithScores(entries: CorpusEntry[], options: TrainingOptions = TRAINING) {
  const rows = entries.map((e) => rowOf(e, options.buckets));
  const scores = scoresOutOfFold(rows, entries, options);
  const thresholds = chooseThresholds(entries, scores);
  const tips = chooseThresholds(entries, scores, TIP_GOAL);
  const model = learn(rows, entries, options);
  for (const kind of SCAM_KINDS) {
    model.kinds[kind].threshold = thresholds[kind];
    model.kinds[kind].tip = Math.min(tips[kind], thresholds[kind]);
  }
  return { model, scores };
}
