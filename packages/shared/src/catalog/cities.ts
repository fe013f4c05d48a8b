/** A city ads can be placed in. `state` is a slug from STATES; coordinates are the city centre. */
export interface City {
  slug: string;
  name: string;
  hi: string;
  state: string;
  lat: number;
  lng: number;
}

const c = (slug: string, name: string, hi: string, state: string, lat: number, lng: number): City => ({
  slug,
  name,
  hi,
  state,
  lat,
  lng,
});

/** Every state and union territory has at least one city, so the region filter never comes up empty. */
export const CITIES: readonly City[] = [
  c('mumbai', 'Mumbai', 'मुंबई', 'maharashtra', 19.08, 72.88),
  c('delhi', 'Delhi', 'दिल्ली', 'delhi', 28.61, 77.21),
  c('bengaluru', 'Bengaluru', 'बेंगलुरु', 'karnataka', 12.97, 77.59),
  c('hyderabad', 'Hyderabad', 'हैदराबाद', 'telangana', 17.39, 78.49),
  c('ahmedabad', 'Ahmedabad', 'अहमदाबाद', 'gujarat', 23.02, 72.57),
  c('chennai', 'Chennai', 'चेन्नई', 'tamil-nadu', 13.08, 80.27),
  c('kolkata', 'Kolkata', 'कोलकाता', 'west-bengal', 22.57, 88.36),
  c('pune', 'Pune', 'पुणे', 'maharashtra', 18.52, 73.86),
  c('jaipur', 'Jaipur', 'जयपुर', 'rajasthan', 26.91, 75.79),
  c('surat', 'Surat', 'सूरत', 'gujarat', 21.17, 72.83),
  c('lucknow', 'Lucknow', 'लखनऊ', 'uttar-pradesh', 26.85, 80.95),
  c('kanpur', 'Kanpur', 'कानपुर', 'uttar-pradesh', 26.45, 80.33),
  c('nagpur', 'Nagpur', 'नागपुर', 'maharashtra', 21.15, 79.09),
  c('indore', 'Indore', 'इंदौर', 'madhya-pradesh', 22.72, 75.86),
  c('thane', 'Thane', 'ठाणे', 'maharashtra', 19.22, 72.98),
  c('bhopal', 'Bhopal', 'भोपाल', 'madhya-pradesh', 23.26, 77.41),
  c('visakhapatnam', 'Visakhapatnam', 'विशाखापत्तनम', 'andhra-pradesh', 17.69, 83.22),
  c('patna', 'Patna', 'पटना', 'bihar', 25.59, 85.14),
  c('vadodara', 'Vadodara', 'वडोदरा', 'gujarat', 22.31, 73.18),
  c('ghaziabad', 'Ghaziabad', 'गाज़ियाबाद', 'uttar-pradesh', 28.67, 77.45),
  c('ludhiana', 'Ludhiana', 'लुधियाना', 'punjab', 30.9, 75.86),
  c('agra', 'Agra', 'आगरा', 'uttar-pradesh', 27.18, 78.01),
  c('nashik', 'Nashik', 'नाशिक', 'maharashtra', 20.0, 73.79),
  c('faridabad', 'Faridabad', 'फ़रीदाबाद', 'haryana', 28.41, 77.32),
  c('gurugram', 'Gurugram', 'गुरुग्राम', 'haryana', 28.46, 77.03),
  c('noida', 'Noida', 'नोएडा', 'uttar-pradesh', 28.54, 77.39),
  c('navi-mumbai', 'Navi Mumbai', 'नवी मुंबई', 'maharashtra', 19.03, 73.03),
  c('rajkot', 'Rajkot', 'राजकोट', 'gujarat', 22.3, 70.8),
  c('varanasi', 'Varanasi', 'वाराणसी', 'uttar-pradesh', 25.32, 82.97),
  c('prayagraj', 'Prayagraj', 'प्रयागराज', 'uttar-pradesh', 25.44, 81.85),
  c('meerut', 'Meerut', 'मेरठ', 'uttar-pradesh', 28.98, 77.71),
  c('srinagar', 'Srinagar', 'श्रीनगर', 'jammu-kashmir', 34.08, 74.8),
  c('jammu', 'Jammu', 'जम्मू', 'jammu-kashmir', 32.73, 74.86),
  c('amritsar', 'Amritsar', 'अमृतसर', 'punjab', 31.63, 74.87),
  c('jalandhar', 'Jalandhar', 'जालंधर', 'punjab', 31.33, 75.58),
  c('mohali', 'Mohali', 'मोहाली', 'punjab', 30.7, 76.72),
  c('patiala', 'Patiala', 'पटियाला', 'punjab', 30.34, 76.39),
  c('ranchi', 'Ranchi', 'रांची', 'jharkhand', 23.34, 85.31),
  c('jamshedpur', 'Jamshedpur', 'जमशेदपुर', 'jharkhand', 22.8, 86.2),
  c('coimbatore', 'Coimbatore', 'कोयंबटूर', 'tamil-nadu', 11.02, 76.96),
  c('madurai', 'Madurai', 'मदुरै', 'tamil-nadu', 9.93, 78.12),
  c('tiruchirappalli', 'Tiruchirappalli', 'तिरुचिरापल्ली', 'tamil-nadu', 10.79, 78.7),
  c('salem', 'Salem', 'सेलम', 'tamil-nadu', 11.66, 78.15),
  c('kochi', 'Kochi', 'कोच्चि', 'kerala', 9.93, 76.27),
  c('thiruvananthapuram', 'Thiruvananthapuram', 'तिरुवनंतपुरम', 'kerala', 8.52, 76.94),
  c('kozhikode', 'Kozhikode', 'कोझिकोड', 'kerala', 11.26, 75.78),
  c('thrissur', 'Thrissur', 'त्रिशूर', 'kerala', 10.53, 76.21),
  c('mysuru', 'Mysuru', 'मैसूरु', 'karnataka', 12.3, 76.64),
  c('mangaluru', 'Mangaluru', 'मंगलुरु', 'karnataka', 12.91, 74.86),
  c('hubballi', 'Hubballi', 'हुबली', 'karnataka', 15.36, 75.12),
  c('vijayawada', 'Vijayawada', 'विजयवाड़ा', 'andhra-pradesh', 16.51, 80.65),
  c('tirupati', 'Tirupati', 'तिरुपति', 'andhra-pradesh', 13.63, 79.42),
  c('warangal', 'Warangal', 'वारंगल', 'telangana', 17.97, 79.59),
  c('bhubaneswar', 'Bhubaneswar', 'भुवनेश्वर', 'odisha', 20.3, 85.82),
  c('cuttack', 'Cuttack', 'कटक', 'odisha', 20.46, 85.88),
  c('raipur', 'Raipur', 'रायपुर', 'chhattisgarh', 21.25, 81.63),
  c('bhilai', 'Bhilai', 'भिलाई', 'chhattisgarh', 21.21, 81.38),
  c('guwahati', 'Guwahati', 'गुवाहाटी', 'assam', 26.14, 91.74),
  c('dehradun', 'Dehradun', 'देहरादून', 'uttarakhand', 30.32, 78.03),
  c('haridwar', 'Haridwar', 'हरिद्वार', 'uttarakhand', 29.95, 78.16),
  c('shimla', 'Shimla', 'शिमला', 'himachal-pradesh', 31.1, 77.17),
  c('dharamshala', 'Dharamshala', 'धर्मशाला', 'himachal-pradesh', 32.22, 76.32),
  c('chandigarh', 'Chandigarh', 'चंडीगढ़', 'chandigarh', 30.73, 76.78),
  c('panaji', 'Panaji', 'पणजी', 'goa', 15.49, 73.83),
  c('margao', 'Margao', 'मडगाँव', 'goa', 15.28, 73.96),
  c('puducherry', 'Puducherry', 'पुदुचेरी', 'puducherry', 11.94, 79.81),
  c('port-blair', 'Port Blair', 'पोर्ट ब्लेयर', 'andaman-nicobar', 11.62, 92.73),
  c('itanagar', 'Itanagar', 'ईटानगर', 'arunachal-pradesh', 27.08, 93.61),
  c('imphal', 'Imphal', 'इंफाल', 'manipur', 24.82, 93.94),
  c('shillong', 'Shillong', 'शिलांग', 'meghalaya', 25.58, 91.89),
  c('aizawl', 'Aizawl', 'आइज़ोल', 'mizoram', 23.73, 92.72),
  c('kohima', 'Kohima', 'कोहिमा', 'nagaland', 25.67, 94.11),
  c('dimapur', 'Dimapur', 'दीमापुर', 'nagaland', 25.91, 93.73),
  c('gangtok', 'Gangtok', 'गंगटोक', 'sikkim', 27.33, 88.61),
  c('agartala', 'Agartala', 'अगरतला', 'tripura', 23.83, 91.28),
  c('silvassa', 'Silvassa', 'सिलवासा', 'dadra-nagar-haveli', 20.27, 73.02),
  c('daman', 'Daman', 'दमन', 'daman-diu', 20.4, 72.83),
  c('kavaratti', 'Kavaratti', 'कवरत्ती', 'lakshadweep', 10.57, 72.64),
  c('udaipur', 'Udaipur', 'उदयपुर', 'rajasthan', 24.59, 73.71),
  c('jodhpur', 'Jodhpur', 'जोधपुर', 'rajasthan', 26.24, 73.02),
  c('kota', 'Kota', 'कोटा', 'rajasthan', 25.21, 75.86),
  c('gwalior', 'Gwalior', 'ग्वालियर', 'madhya-pradesh', 26.22, 78.18),
  c('jabalpur', 'Jabalpur', 'जबलपुर', 'madhya-pradesh', 23.18, 79.99),
  c('kolhapur', 'Kolhapur', 'कोल्हापुर', 'maharashtra', 16.7, 74.24),
  c('howrah', 'Howrah', 'हावड़ा', 'west-bengal', 22.59, 88.26),
  c('durgapur', 'Durgapur', 'दुर्गापुर', 'west-bengal', 23.52, 87.31),
  c('siliguri', 'Siliguri', 'सिलीगुड़ी', 'west-bengal', 26.73, 88.4),
  c('gaya', 'Gaya', 'गया', 'bihar', 24.79, 85.0),
];

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

const EARTH_RADIUS_KM = 6371;
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
