import type { ScamKind } from './kinds.ts';
import type { LexicalRow } from './lexical.ts';

/**
 * One kind's logistic model: its score is sigmoid(bias + Σ weight·feature + Σ lexical weight·bucket);
 * warned against at `threshold` or more, a safety tip from `tip` (never above `threshold`).
 */
export interface KindModel {
  bias: number;
  threshold: number;
  tip: number;
  /** One per hand-made feature, in ShieldModel.features order. */
  weights: number[];
  /**
   * One weight per lexical bucket (lexical.ts), each a signed byte times `scale`, as base64: far
   * smaller in the chat's script than decimals. Thresholds are chosen with the weights so rounded.
   */
  lexical: string;
  scale: number;
}

/** What train.ts learns from the corpus and writes to shield-model.ts. */
export interface ShieldModel {
  /** The feature names the weights belong to (features.ts). */
  features: string[];
  /** How many buckets the lexical features are hashed into (a power of two). */
  buckets: number;
  kinds: Record<ScamKind, KindModel>;
}

const decoded = new WeakMap<KindModel, Int8Array>();

/** The lexical weights as signed bytes, decoded once per model. */
function lexicalBytes(model: KindModel): Int8Array {
  let bytes = decoded.get(model);
  if (!bytes) {
    const binary = atob(model.lexical);
    bytes = new Int8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    decoded.set(model, bytes);
  }
  return bytes;
}

/** The probability the model gives that a message with these features is this kind of trick. */
export function kindScore(model: KindModel, values: readonly number[], lexical: LexicalRow): number {
  let z = model.bias;
  for (let i = 0; i < values.length; i++) if (values[i]) z += model.weights[i]! * values[i]!;
  const bytes = lexicalBytes(model);
  let sum = 0;
  for (let k = 0; k < lexical.index.length; k++) sum += bytes[lexical.index[k]!]! * lexical.value[k]!;
  return 1 / (1 + Math.exp(-(z + sum * model.scale)));
}
