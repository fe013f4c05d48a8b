// What a visitor does, as URL lists the load generator walks round-robin: the same scenarios on
// every target (PostgreSQL, PGlite), so their figures compare.
import { SEARCH_SCENARIOS } from './search.ts';

export type Scenario = [name: string, paths: string[]];

export const BROWSE_SCENARIOS: Scenario[] = [
  ['home: newest ads', ['/api/listings?limit=24']],
  ['category: cars by price desc', ['/api/listings?category=cars&sort=price_desc']],
  ['category: cars newest', ['/api/listings?category=cars']],
  ['category: 2 brands, price asc', ['/api/listings?category=cars&brand=Hyundai&brand=Tata&sort=price_asc']],
];

const ID_SOURCES = [
  '/api/listings?limit=48',
  '/api/listings?category=cars&sort=price_asc&limit=48',
  '/api/listings?category=mobile-phones&sort=price_desc&limit=48',
  '/api/listings?category=houses-for-sale&sort=price_asc&limit=48',
  '/api/listings?category=motorcycles&sort=price_desc&limit=48',
];

/**
 * Ad pages: 240 different ads from the ends of several price orders, so the page cache of the
 * database sees a spread of rows rather than one hot ad.
 */
export async function adPageScenario(apiUrl: string): Promise<Scenario> {
  const ids = new Set<number>();
  for (const source of ID_SOURCES) {
    const res = await fetch(apiUrl + source);
    if (!res.ok) throw new Error(`${source}: ${res.status}`);
    const page = (await res.json()) as { items: Array<{ id: number }> };
    for (const item of page.items) ids.add(item.id);
  }
  return ['ad page: 240 different ads', [...ids].map((id) => `/api/listings/${id}`)];
}

export async function apiScenarios(apiUrl: string): Promise<Scenario[]> {
  return [...BROWSE_SCENARIOS, await adPageScenario(apiUrl), ...SEARCH_SCENARIOS];
}
