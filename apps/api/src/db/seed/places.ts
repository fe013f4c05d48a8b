import { CITIES, STATES, localitiesOf, type City } from '@bazaar/shared';
import { adPoint } from '../../modules/catalog/index.ts';
import { Weighted, type Rng } from './random.ts';
import type { Place } from './types.ts';

// [share of ads, property price index]. Metros get most ads and the highest prices; the navbar's
// regions (Kerala, Tamil Nadu, Punjab, Maharashtra) get a healthy share so their filters look alive.
const PROFILE: Record<string, readonly [number, number]> = {
  mumbai: [10, 2.6],
  delhi: [10, 1.8],
  bengaluru: [9, 1.6],
  hyderabad: [7, 1.3],
  chennai: [7, 1.3],
  kolkata: [7, 1.1],
  pune: [7, 1.4],
  ahmedabad: [5, 1.0],
  gurugram: [4, 1.7],
  noida: [4, 1.3],
  thane: [4, 1.7],
  'navi-mumbai': [3, 1.6],
  jaipur: [4, 0.9],
  surat: [3, 0.9],
  lucknow: [4, 0.9],
  ghaziabad: [3, 1.0],
  kochi: [4, 1.1],
  thiruvananthapuram: [3, 1.0],
  kozhikode: [2, 0.9],
  thrissur: [2, 0.9],
  coimbatore: [3, 1.0],
  madurai: [2, 0.8],
  ludhiana: [3, 0.9],
  amritsar: [2, 0.8],
  jalandhar: [2, 0.8],
  mohali: [2, 1.1],
  chandigarh: [3, 1.3],
  nagpur: [3, 0.9],
  nashik: [3, 0.9],
  indore: [3, 0.9],
  bhopal: [2, 0.8],
  bhubaneswar: [3, 0.9],
  visakhapatnam: [2, 0.9],
  patna: [2, 0.8],
  vadodara: [2, 0.9],
  guwahati: [2, 0.9],
  faridabad: [2, 1.0],
  panaji: [2, 1.3],
  dehradun: [2, 0.9],
};
const DEFAULT_PROFILE = [1, 0.75] as const;

const stateNames = new Map(STATES.map((s) => [s.slug, s.label.en]));
const cityTable = new Weighted<City>(
  CITIES.map((city) => [city, (PROFILE[city.slug] ?? DEFAULT_PROFILE)[0]]),
);

export function drawPlace(rng: Rng): Place {
  const city = cityTable.draw(rng);
  return {
    city,
    locality: rng.pick(localitiesOf(city.slug)),
    stateName: stateNames.get(city.state) ?? city.state,
    priceIndex: (PROFILE[city.slug] ?? DEFAULT_PROFILE)[1],
  };
}

/**
 * A point a few hundred metres from the ad's locality point (where the API places ads), so map
 * pins of one locality do not pile up on one spot and distances still name the right neighbourhood.
 */
export function jitter(rng: Rng, city: City, locality: string): { lat: number; lng: number } {
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  const at = adPoint(city.slug, locality) ?? city;
  return { lat: round(at.lat + rng.range(-0.003, 0.003)), lng: round(at.lng + rng.range(-0.003, 0.003)) };
}

/** Another city, for "moving to …" lines. */
export function otherCity(rng: Rng, not: City): City {
  const city = cityTable.draw(rng);
  return city.slug === not.slug ? (CITIES.find((c) => c.slug !== not.slug) ?? city) : city;
}
