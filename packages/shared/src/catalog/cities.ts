import { CITY_NAMES, type CityName } from './city-names.ts';

/** A city ads can be placed in. `state` is a slug from STATES; coordinates are the city centre. */
export interface City extends CityName {
  state: string;
  lat: number;
  lng: number;
}

/**
 * Each city's state and centre, by slug. Every state and union territory has at least one city,
 * so the region filter never comes up empty.
 */
const PLACES: Record<string, readonly [state: string, lat: number, lng: number]> = {
  mumbai: ['maharashtra', 19.08, 72.88],
  delhi: ['delhi', 28.61, 77.21],
  bengaluru: ['karnataka', 12.97, 77.59],
  hyderabad: ['telangana', 17.39, 78.49],
  ahmedabad: ['gujarat', 23.02, 72.57],
  chennai: ['tamil-nadu', 13.08, 80.27],
  kolkata: ['west-bengal', 22.57, 88.36],
  pune: ['maharashtra', 18.52, 73.86],
  jaipur: ['rajasthan', 26.91, 75.79],
  surat: ['gujarat', 21.17, 72.83],
  lucknow: ['uttar-pradesh', 26.85, 80.95],
  kanpur: ['uttar-pradesh', 26.45, 80.33],
  nagpur: ['maharashtra', 21.15, 79.09],
  indore: ['madhya-pradesh', 22.72, 75.86],
  thane: ['maharashtra', 19.22, 72.98],
  bhopal: ['madhya-pradesh', 23.26, 77.41],
  visakhapatnam: ['andhra-pradesh', 17.69, 83.22],
  patna: ['bihar', 25.59, 85.14],
  vadodara: ['gujarat', 22.31, 73.18],
  ghaziabad: ['uttar-pradesh', 28.67, 77.45],
  ludhiana: ['punjab', 30.9, 75.86],
  agra: ['uttar-pradesh', 27.18, 78.01],
  nashik: ['maharashtra', 20.0, 73.79],
  faridabad: ['haryana', 28.41, 77.32],
  gurugram: ['haryana', 28.46, 77.03],
  noida: ['uttar-pradesh', 28.54, 77.39],
  'navi-mumbai': ['maharashtra', 19.03, 73.03],
  rajkot: ['gujarat', 22.3, 70.8],
  varanasi: ['uttar-pradesh', 25.32, 82.97],
  prayagraj: ['uttar-pradesh', 25.44, 81.85],
  meerut: ['uttar-pradesh', 28.98, 77.71],
  srinagar: ['jammu-kashmir', 34.08, 74.8],
  jammu: ['jammu-kashmir', 32.73, 74.86],
  amritsar: ['punjab', 31.63, 74.87],
  jalandhar: ['punjab', 31.33, 75.58],
  mohali: ['punjab', 30.7, 76.72],
  patiala: ['punjab', 30.34, 76.39],
  ranchi: ['jharkhand', 23.34, 85.31],
  jamshedpur: ['jharkhand', 22.8, 86.2],
  coimbatore: ['tamil-nadu', 11.02, 76.96],
  madurai: ['tamil-nadu', 9.93, 78.12],
  tiruchirappalli: ['tamil-nadu', 10.79, 78.7],
  salem: ['tamil-nadu', 11.66, 78.15],
  kochi: ['kerala', 9.93, 76.27],
  thiruvananthapuram: ['kerala', 8.52, 76.94],
  kozhikode: ['kerala', 11.26, 75.78],
  thrissur: ['kerala', 10.53, 76.21],
  mysuru: ['karnataka', 12.3, 76.64],
  mangaluru: ['karnataka', 12.91, 74.86],
  hubballi: ['karnataka', 15.36, 75.12],
  vijayawada: ['andhra-pradesh', 16.51, 80.65],
  tirupati: ['andhra-pradesh', 13.63, 79.42],
  warangal: ['telangana', 17.97, 79.59],
  bhubaneswar: ['odisha', 20.3, 85.82],
  cuttack: ['odisha', 20.46, 85.88],
  raipur: ['chhattisgarh', 21.25, 81.63],
  bhilai: ['chhattisgarh', 21.21, 81.38],
  guwahati: ['assam', 26.14, 91.74],
  dehradun: ['uttarakhand', 30.32, 78.03],
  haridwar: ['uttarakhand', 29.95, 78.16],
  shimla: ['himachal-pradesh', 31.1, 77.17],
  dharamshala: ['himachal-pradesh', 32.22, 76.32],
  chandigarh: ['chandigarh', 30.73, 76.78],
  panaji: ['goa', 15.49, 73.83],
  margao: ['goa', 15.28, 73.96],
  puducherry: ['puducherry', 11.94, 79.81],
  'port-blair': ['andaman-nicobar', 11.62, 92.73],
  itanagar: ['arunachal-pradesh', 27.08, 93.61],
  imphal: ['manipur', 24.82, 93.94],
  shillong: ['meghalaya', 25.58, 91.89],
  aizawl: ['mizoram', 23.73, 92.72],
  kohima: ['nagaland', 25.67, 94.11],
  dimapur: ['nagaland', 25.91, 93.73],
  gangtok: ['sikkim', 27.33, 88.61],
  agartala: ['tripura', 23.83, 91.28],
  silvassa: ['dadra-nagar-haveli', 20.27, 73.02],
  daman: ['daman-diu', 20.4, 72.83],
  kavaratti: ['lakshadweep', 10.57, 72.64],
  udaipur: ['rajasthan', 24.59, 73.71],
  jodhpur: ['rajasthan', 26.24, 73.02],
  kota: ['rajasthan', 25.21, 75.86],
  gwalior: ['madhya-pradesh', 26.22, 78.18],
  jabalpur: ['madhya-pradesh', 23.18, 79.99],
  kolhapur: ['maharashtra', 16.7, 74.24],
  howrah: ['west-bengal', 22.59, 88.26],
  durgapur: ['west-bengal', 23.52, 87.31],
  siliguri: ['west-bengal', 26.73, 88.4],
  gaya: ['bihar', 24.79, 85.0],
};

export const CITIES: readonly City[] = CITY_NAMES.map((city) => {
  const place = PLACES[city.slug];
  if (!place) throw new Error(`No state and coordinates for the city ${city.slug}`);
  const [state, lat, lng] = place;
  // Not a spread: that would copy the Hindi name as it reads now, before the Hindi names are added.
  return {
    slug: city.slug,
    name: city.name,
    get hi() {
      return city.hi;
    },
    state,
    lat,
    lng,
  };
});

/** The footer's "Popular locations" of the original product. */
export const POPULAR_LOCATIONS = ['kolkata', 'mumbai', 'chennai', 'pune'] as const;
/** The footer's "Trending locations" of the original product. */
export const TRENDING_LOCATIONS = ['bhubaneswar', 'hyderabad', 'chandigarh', 'nashik'] as const;

const bySlug = new Map(CITIES.map((city) => [city.slug, city]));

export function findCity(slug: string): City | undefined {
  return bySlug.get(slug);
}

export function citiesOfState(stateSlug: string): City[] {
  return CITIES.filter((city) => city.state === stateSlug);
}

/** The mean earth radius: the one distances are measured with, here and in SQL (distance_km). */
export const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The listed city closest to a point (haversine), e.g. to prefill the post form from the browser's location. */
export function nearestCity(lat: number, lng: number): City {
  let best = CITIES[0]!;
  let bestKm = Infinity;
  for (const city of CITIES) {
    const km = distanceKm(lat, lng, city.lat, city.lng);
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best;
}
