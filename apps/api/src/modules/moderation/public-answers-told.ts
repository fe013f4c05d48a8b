import type { PublicAnswers } from '../listings/public-answers.ts';
import type { listingDecisions } from './listing-decisions.ts';
import type { userDecisions } from './user-decisions.ts';

export type PublicAnswerChanges = Pick<PublicAnswers, 'changed' | 'everythingChanged'>;

type ListingDecisions = ReturnType<typeof listingDecisions>;
type UserDecisions = ReturnType<typeof userDecisions>;

/**
 * Decisions on an ad that also drop its shared public answers, so a held, taken-down or restored
 * ad shows as such on the next request (an operator checks right away), not when its answer
 * would have been renewed.
 */
export function listingDecisionsTelling(
  decisions: ListingDecisions,
  answers: PublicAnswerChanges | undefined,
): ListingDecisions {
  if (!answers) return decisions;
  const after =
    <A extends [number, ...unknown[]], R>(decide: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await decide(...args);
      answers.changed(args[0]);
      return result;
    };
  return {
    ...decisions,
    // Inside the caller's transaction: dropped before its commit, so a renewal in that instant
    // may keep the old answer for one share time at most.
    hold: async (tx, id, actor, reason) => {
      const held = await decisions.hold(tx, id, actor, reason);
      if (held) answers.changed(id);
      return held;
    },
    dismiss: after(decisions.dismiss),
    remove: after(decisions.remove),
    restore: after(decisions.restore),
  };
}

/** Suspending or reinstating a seller hides or shows all their ads: every shared answer is dropped. */
export function userDecisionsTelling(
  decisions: UserDecisions,
  answers: PublicAnswerChanges | undefined,
): UserDecisions {
  if (!answers) return decisions;
  return {
    ...decisions,
    suspend: async (...args) => {
      const done = await decisions.suspend(...args);
      answers.everythingChanged();
      return done;
    },
    reinstate: async (...args) => {
      const done = await decisions.reinstate(...args);
      answers.everythingChanged();
      return done;
    },
  };
}
