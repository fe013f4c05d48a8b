import type { ScamKind } from './kinds.ts';

/** One kind's logistic model: flagged when sigmoid(bias + Σ weight·feature) ≥ threshold. */
export interface KindModel {
  bias: number;
  threshold: number;
  /** One per feature, in ShieldModel.features order. */
  weights: number[];
}

/** What train.ts learns from the tuning corpus and writes to shield-model.ts. */
export interface ShieldModel {
  /** The feature names the weights belong to (features.ts). */
  features: string[];
  kinds: Record<ScamKind, KindModel>;
}

/** The probability the model gives that a message with these feature values is this kind of trick. */
export function kindScore(model: KindModel, values: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < values.length; i++) if (values[i]) z += model.weights[i]! * values[i]!;
  return 1 / (1 + Math.exp(-z));
}
