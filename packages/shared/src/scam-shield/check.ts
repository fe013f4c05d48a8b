import { readFeatures, type SenderRole } from './features.ts';
import { SCAM_KINDS, type ScamKind } from './kinds.ts';
import { readLexical } from './lexical.ts';
import { kindScore, type ShieldModel } from './model.ts';
import { normaliseMessage } from './normalise.ts';
import { SHIELD_MODEL } from './shield-model.ts';

export interface ScamCheck {
  flagged: boolean;
  /** The tricks recognised, in SCAM_KINDS order. */
  kinds: ScamKind[];
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
  const features = readFeatures(normalised, context.sender);
  const values = model.features.map((name) => features[name] ?? 0);
  const lexical = readLexical(normalised, model.buckets, context.sender);
  const scores = {} as Record<ScamKind, number>;
  const kinds: ScamKind[] = [];
  for (const kind of SCAM_KINDS) {
    const kindModel = model.kinds[kind];
    scores[kind] = kindScore(kindModel, values, lexical);
    if (scores[kind] >= kindModel.threshold) kinds.push(kind);
  }
  return { flagged: kinds.length > 0, kinds, scores };
}
