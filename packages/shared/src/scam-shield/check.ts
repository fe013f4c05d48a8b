import { SCAM_KINDS, type ScamKind } from './kinds.ts';
import { normaliseMessage } from './normalise.ts';
import { SCAM_RULES } from './rules.ts';

export interface ScamCheck {
  flagged: boolean;
  /** The tricks recognised, in SCAM_KINDS order. */
  kinds: ScamKind[];
  /** Ids of the rules that matched (for tuning and logs; not shown to people). */
  rules: string[];
}

/** Reads one chat message for the known tricks. Pure and fast: the browser and the API both run it. */
export function checkMessage(text: string): ScamCheck {
  const normal = normaliseMessage(text);
  const rules = SCAM_RULES.filter((rule) => rule.test(normal));
  const found = new Set(rules.map((r) => r.kind));
  const kinds = SCAM_KINDS.filter((k) => found.has(k));
  return { flagged: kinds.length > 0, kinds, rules: rules.map((r) => r.id) };
}
