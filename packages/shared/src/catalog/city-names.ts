import { hindiName } from './hindi.ts';

/** A city's name in each language the interface speaks: what cards and links print. */
export interface CityName {
  slug: string;
  name: string;
  /** Looked up as it is read: see hindi.ts. */
  readonly hi: string;
}

const n = (slug: string, name: string): CityName => ({
  slug,
  name,
  get hi() {
    return hindiName('cities', slug, name);
  },
});

/**
 * The cities ads can be placed in, by name. Their states and coordinates (the region picker, the
 * post form's nearest city) are in cities.ts, which only the pages that use them load.
 */
export const CITY_NAMES: readonly CityName[] = [
  n('mumbai', 'Mumbai'),
  n('delhi', 'Delhi'),
  n('bengaluru', 'Bengaluru'),
  n('hyderabad', 'Hyderabad'),
  n('ahmedabad', 'Ahmedabad'),
  n('chennai', 'Chennai'),
  n('kolkata', 'Kolkata'),
  n('pune', 'Pune'),
  n('jaipur', 'Jaipur'),
  n('surat', 'Surat'),
  n('lucknow', 'Lucknow'),
  n('kanpur', 'Kanpur'),
  n('nagpur', 'Nagpur'),
  n('indore', 'Indore'),
  n('thane', 'Thane'),
  n('bhopal', 'Bhopal'),
  n('visakhapatnam', 'Visakhapatnam'),
  n('patna', 'Patna'),
  n('vadodara', 'Vadodara'),
  n('ghaziabad', 'Ghaziabad'),
  n('ludhiana', 'Ludhiana'),
  n('agra', 'Agra'),
  n('nashik', 'Nashik'),
  n('faridabad', 'Faridabad'),
  n('gurugram', 'Gurugram'),
  n('noida', 'Noida'),
  n('navi-mumbai', 'Navi Mumbai'),
  n('rajkot', 'Rajkot'),
  n('varanasi', 'Varanasi'),
  n('prayagraj', 'Prayagraj'),
  n('meerut', 'Meerut'),
  n('srinagar', 'Srinagar'),
  n('jammu', 'Jammu'),
  n('amritsar', 'Amritsar'),
  n('jalandhar', 'Jalandhar'),
  n('mohali', 'Mohali'),
  n('patiala', 'Patiala'),
  n('ranchi', 'Ranchi'),
  n('jamshedpur', 'Jamshedpur'),
  n('coimbatore', 'Coimbatore'),
  n('madurai', 'Madurai'),
  n('tiruchirappalli', 'Tiruchirappalli'),
  n('salem', 'Salem'),
  n('kochi', 'Kochi'),
  n('thiruvananthapuram', 'Thiruvananthapuram'),
  n('kozhikode', 'Kozhikode'),
  n('thrissur', 'Thrissur'),
  n('mysuru', 'Mysuru'),
  n('mangaluru', 'Mangaluru'),
  n('hubballi', 'Hubballi'),
  n('vijayawada', 'Vijayawada'),
  n('tirupati', 'Tirupati'),
  n('warangal', 'Warangal'),
  n('bhubaneswar', 'Bhubaneswar'),
  n('cuttack', 'Cuttack'),
  n('raipur', 'Raipur'),
  n('bhilai', 'Bhilai'),
  n('guwahati', 'Guwahati'),
  n('dehradun', 'Dehradun'),
  n('haridwar', 'Haridwar'),
  n('shimla', 'Shimla'),
  n('dharamshala', 'Dharamshala'),
  n('chandigarh', 'Chandigarh'),
  n('panaji', 'Panaji'),
  n('margao', 'Margao'),
  n('puducherry', 'Puducherry'),
  n('port-blair', 'Port Blair'),
  n('itanagar', 'Itanagar'),
  n('imphal', 'Imphal'),
  n('shillong', 'Shillong'),
  n('aizawl', 'Aizawl'),
  n('kohima', 'Kohima'),
  n('dimapur', 'Dimapur'),
  n('gangtok', 'Gangtok'),
  n('agartala', 'Agartala'),
  n('silvassa', 'Silvassa'),
  n('daman', 'Daman'),
  n('kavaratti', 'Kavaratti'),
  n('udaipur', 'Udaipur'),
  n('jodhpur', 'Jodhpur'),
  n('kota', 'Kota'),
  n('gwalior', 'Gwalior'),
  n('jabalpur', 'Jabalpur'),
  n('kolhapur', 'Kolhapur'),
  n('howrah', 'Howrah'),
  n('durgapur', 'Durgapur'),
  n('siliguri', 'Siliguri'),
  n('gaya', 'Gaya'),
];

const bySlug = new Map(CITY_NAMES.map((city) => [city.slug, city]));

export function findCityName(slug: string): CityName | undefined {
  return bySlug.get(slug);
}
