// What a visitor does, as URL lists the load generator walks round-robin: the same scenarios on
// every target (PostgreSQL, PGlite), so their figures compare. A scenario's name says its goal:
// "ad page…" rows are held to the ad page's, "legacy:" rows to json-server's, the rest to the lists'.
import { SEARCH_SCENARIOS } from './search.ts';

export type Scenario = [name: string, paths: string[]];

export const BROWSE_SCENARIOS: Scenario[] = [
  ['home: newest ads', ['/api/listings?limit=24']],
  ['category: cars by price desc', ['/api/listings?category=cars&sort=price_desc']],
  ['category: cars newest', ['/api/listings?category=cars']],
  ['category: 2 brands, price asc', ['/api/listings?category=cars&brand=Hyundai&brand=Tata&sort=price_asc']],
];

/** The route bench/ceiling-server.ts adds: the list below's answer, kept fixed. */
export const CEILING_PATH = '/api/bench/ceiling';
/** The list the ceiling's fixed answer copies, so its size and compression are a typical list's. */
export const TYPICAL_LIST = BROWSE_SCENARIOS[0]![1][0]!;

/** Lists and search: public answers, the same for everyone, fetched signed out. */
export const LIST_SCENARIOS: Scenario[] = [...BROWSE_SCENARIOS, ...SEARCH_SCENARIOS];

const ID_SOURCES = [
  '/api/listings?limit=48',
  '/api/listings?category=cars&sort=price_asc&limit=48',
  '/api/listings?category=mobile-phones&sort=price_desc&limit=48',
  '/api/listings?category=houses-for-sale&sort=price_asc&limit=48',
  '/api/listings?category=motorcycles&sort=price_desc&limit=48',
];

/**
 * Up to 240 different ads from the ends of several price orders, so the page cache of the database
 * sees a spread of rows rather than one hot ad.
 */
export async function adIds(apiUrl: string): Promise<number[]> {
  const ids = new Set<number>();
  for (const source of ID_SOURCES) {
    const res = await fetch(apiUrl + source);
    if (!res.ok) throw new Error(`${source}: ${res.status}`);
    const page = (await res.json()) as { items: Array<{ id: number }> };
    for (const item of page.items) ids.add(item.id);
  }
  return [...ids];
}

// What the web app asks for when a signed-in person opens an ad (besides the page and its scripts):
// the ad, who is signed in, the sign-in options the route guard reads, the hearts, and the navbar's
// two unread counts. The live event stream is a long-lived request and is measured by bench/live.ts.
const AD_PAGE_COMPANIONS = [
  '/api/auth/session',
  '/api/auth/options',
  '/api/favourites/ids',
  '/api/conversations/unread-count',
  '/api/notifications/unread-count',
];

/** The signed-in ad page: the ad alone, and everything the web app fetches to show it. */
export function adPageScenarios(ids: number[]): Scenario[] {
  return [
    [`ad page: GET /api/listings/:id, ${ids.length} ads`, ids.map((id) => `/api/listings/${id}`)],
    [
      `ad page as the web app loads it (ad + ${AD_PAGE_COMPANIONS.length} calls)`,
      ids.flatMap((id) => [`/api/listings/${id}`, ...AD_PAGE_COMPANIONS]),
    ],
  ];
}
