// The original product's json-server calls (SPEC §7): the same three requests go to a json-server
// holding ads in the SPEC's shape and to Bazaar's /api/legacy routes over the same number of ads.
import type { Scenario } from '../scenarios.ts';

/** Paths as the original client called them, relative to a base (json-server: '', Bazaar: '/api/legacy'). */
export function legacyScenarios(base: string, adIds: number[]): Scenario[] {
  return [
    ['legacy: cars by price desc', [`${base}/cars?_sort=price&_order=desc&_limit=60`]],
    ['legacy: cars of one brand by price', [`${base}/cars?brand=Hyundai&_sort=price&_order=asc&_limit=60`]],
    ['legacy: one car', adIds.map((id) => `${base}/cars/${id}`)],
  ];
}
