import { readFeatures, type SenderRole } from './features.ts';
import { SCAM_KINDS, type ScamKind } from './kinds.ts';
import { readLexical } from './lexical.ts';
import { kindScore, type ShieldModel } from './model.ts';
import { latinReading, normaliseMessage } from './normalise.ts';
import { SHIELD_MODEL } from './shield-model.ts';

/**
 * How sure the shield is: `warn`, a clear warning; `tip`, a quiet safety tip that accuses nobody
 * (the message looks a little like a trick); `none`.
 */
export type ScamLevel = 'none' | 'tip' | 'warn';

export interface ScamCheck {
  /** Warned against: what the API stores, counts and reports. */
  flagged: boolean;
  level: ScamLevel;
  /** The tricks warned against, in SCAM_KINDS order. */
  kinds: ScamKind[];
  /** The tricks only a safety tip is given for (none when warned), in SCAM_KINDS order. */
  tips: ScamKind[];
  /** Each kind's score in [0, 1] (for tuning and logs; not shown to people). */
  scores: Record<ScamKind, number>;
}

export interface CheckContext {
  /** Who writes it in this conversation; unknown reads no evidence from the role. */
  sender?: SenderRole;
}

/**
 * Reads one chat message for the known tricks: the message's features and words weighed by the
 * model learnt from the corpus (train.ts). Pure and fast: the browser and the API both run it.
 */
export function checkMessage(text: string, context: CheckContext = {}): ScamCheck {
  return checkWith(SHIELD_MODEL, text, context);
}

/** The same reading with another model: one learnt on part of the corpus, to cross-validate. */
export function checkWith(model: ShieldModel, text: string, context: CheckContext = {}): ScamCheck {
  const normalised = normaliseMessage(text);
  const latin = latinReading(normalised);
  const features = readFeatures(normalised, context.sender, latin);
  const values = model.features.map((name) => features[name] ?? 0);
  const lexical = readLexical(latin, model.buckets, context.sender);
  const scores = {} as Record<ScamKind, number>;
  const kinds: ScamKind[] = [];
  const tips: ScamKind[] = [];
  for (const kind of SCAM_KINDS) {
    const kindModel = model.kinds[kind];
    scores[kind] = kindScore(kindModel, values, lexical);
    if (scores[kind] >= kindModel.threshold) kinds.push(kind);
    else if (scores[kind] >= kindModel.tip) tips.push(kind);
  }
  const level: ScamLevel = kinds.length ? 'warn' : tips.length ? 'tip' : 'none';
  return { flagged: kinds.length > 0, level, kinds, tips: kinds.length ? [] : tips, scores };
}
