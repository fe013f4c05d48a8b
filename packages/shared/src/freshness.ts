/**
 * How fresh an answer made of ads is, written once for the API's HTTP caching and the web app's
 * query cache (docs/architecture.md, "Caches and freshness"). A change is announced to every API
 * process at once (their own caches drop it); what may still show an older answer is a shared
 * cache (nginx) for anonymous visitors, and the web app's memory of an answer. Both together stay
 * within `othersSeeChangeMs`; the person who made the change is never shown an older one.
 */
export const FRESHNESS = {
  /** How long a shared cache (nginx) may keep an answer anonymous visitors share (`s-maxage`). */
  sharedCacheSeconds: 1,
  /** How long the web app reuses an answer before asking again (TanStack Query's `staleTime`). */
  clientFreshMs: 1000,
  /** Another person sees a change to an ad (a price) within this. */
  othersSeeChangeMs: 2000,
} as const;
