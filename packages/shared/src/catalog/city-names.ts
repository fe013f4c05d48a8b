/** A city's name in each language the interface speaks: what cards and links print. */
export interface CityName {
  slug: string;
  name: string;
  hi: string;
}

const n = (slug: string, name: string, hi: string): CityName => ({ slug, name, hi });

/**
 * The cities ads can be placed in, by name. Their states and coordinates (the region picker, the
 * post form's nearest city) are in cities.ts, which only the pages that use them load.
 */
export const CITY_NAMES: readonly CityName[] = [
  n('mumbai', 'Mumbai', 'मुंबई'),
  n('delhi', 'Delhi', 'दिल्ली'),
  n('bengaluru', 'Bengaluru', 'बेंगलुरु'),
  n('hyderabad', 'Hyderabad', 'हैदराबाद'),
  n('ahmedabad', 'Ahmedabad', 'अहमदाबाद'),
  n('chennai', 'Chennai', 'चेन्नई'),
  n('kolkata', 'Kolkata', 'कोलकाता'),
  n('pune', 'Pune', 'पुणे'),
  n('jaipur', 'Jaipur', 'जयपुर'),
  n('surat', 'Surat', 'सूरत'),
  n('lucknow', 'Lucknow', 'लखनऊ'),
  n('kanpur', 'Kanpur', 'कानपुर'),
  n('nagpur', 'Nagpur', 'नागपुर'),
  n('indore', 'Indore', 'इंदौर'),
  n('thane', 'Thane', 'ठाणे'),
  n('bhopal', 'Bhopal', 'भोपाल'),
  n('visakhapatnam', 'Visakhapatnam', 'विशाखापत्तनम'),
  n('patna', 'Patna', 'पटना'),
  n('vadodara', 'Vadodara', 'वडोदरा'),
  n('ghaziabad', 'Ghaziabad', 'गाज़ियाबाद'),
  n('ludhiana', 'Ludhiana', 'लुधियाना'),
  n('agra', 'Agra', 'आगरा'),
  n('nashik', 'Nashik', 'नाशिक'),
  n('faridabad', 'Faridabad', 'फ़रीदाबाद'),
  n('gurugram', 'Gurugram', 'गुरुग्राम'),
  n('noida', 'Noida', 'नोएडा'),
  n('navi-mumbai', 'Navi Mumbai', 'नवी मुंबई'),
  n('rajkot', 'Rajkot', 'राजकोट'),
  n('varanasi', 'Varanasi', 'वाराणसी'),
  n('prayagraj', 'Prayagraj', 'प्रयागराज'),
  n('meerut', 'Meerut', 'मेरठ'),
  n('srinagar', 'Srinagar', 'श्रीनगर'),
  n('jammu', 'Jammu', 'जम्मू'),
  n('amritsar', 'Amritsar', 'अमृतसर'),
  n('jalandhar', 'Jalandhar', 'जालंधर'),
  n('mohali', 'Mohali', 'मोहाली'),
  n('patiala', 'Patiala', 'पटियाला'),
  n('ranchi', 'Ranchi', 'रांची'),
  n('jamshedpur', 'Jamshedpur', 'जमशेदपुर'),
  n('coimbatore', 'Coimbatore', 'कोयंबटूर'),
  n('madurai', 'Madurai', 'मदुरै'),
  n('tiruchirappalli', 'Tiruchirappalli', 'तिरुचिरापल्ली'),
  n('salem', 'Salem', 'सेलम'),
  n('kochi', 'Kochi', 'कोच्चि'),
  n('thiruvananthapuram', 'Thiruvananthapuram', 'तिरुवनंतपुरम'),
  n('kozhikode', 'Kozhikode', 'कोझिकोड'),
  n('thrissur', 'Thrissur', 'त्रिशूर'),
  n('mysuru', 'Mysuru', 'मैसूरु'),
  n('mangaluru', 'Mangaluru', 'मंगलुरु'),
  n('hubballi', 'Hubballi', 'हुबली'),
  n('vijayawada', 'Vijayawada', 'विजयवाड़ा'),
  n('tirupati', 'Tirupati', 'तिरुपति'),
  n('warangal', 'Warangal', 'वारंगल'),
  n('bhubaneswar', 'Bhubaneswar', 'भुवनेश्वर'),
  n('cuttack', 'Cuttack', 'कटक'),
  n('raipur', 'Raipur', 'रायपुर'),
  n('bhilai', 'Bhilai', 'भिलाई'),
  n('guwahati', 'Guwahati', 'गुवाहाटी'),
  n('dehradun', 'Dehradun', 'देहरादून'),
  n('haridwar', 'Haridwar', 'हरिद्वार'),
  n('shimla', 'Shimla', 'शिमला'),
  n('dharamshala', 'Dharamshala', 'धर्मशाला'),
  n('chandigarh', 'Chandigarh', 'चंडीगढ़'),
  n('panaji', 'Panaji', 'पणजी'),
  n('margao', 'Margao', 'मडगाँव'),
  n('puducherry', 'Puducherry', 'पुदुचेरी'),
  n('port-blair', 'Port Blair', 'पोर्ट ब्लेयर'),
  n('itanagar', 'Itanagar', 'ईटानगर'),
  n('imphal', 'Imphal', 'इंफाल'),
  n('shillong', 'Shillong', 'शिलांग'),
  n('aizawl', 'Aizawl', 'आइज़ोल'),
  n('kohima', 'Kohima', 'कोहिमा'),
  n('dimapur', 'Dimapur', 'दीमापुर'),
  n('gangtok', 'Gangtok', 'गंगटोक'),
  n('agartala', 'Agartala', 'अगरतला'),
  n('silvassa', 'Silvassa', 'सिलवासा'),
  n('daman', 'Daman', 'दमन'),
  n('kavaratti', 'Kavaratti', 'कवरत्ती'),
  n('udaipur', 'Udaipur', 'उदयपुर'),
  n('jodhpur', 'Jodhpur', 'जोधपुर'),
  n('kota', 'Kota', 'कोटा'),
  n('gwalior', 'Gwalior', 'ग्वालियर'),
  n('jabalpur', 'Jabalpur', 'जबलपुर'),
  n('kolhapur', 'Kolhapur', 'कोल्हापुर'),
  n('howrah', 'Howrah', 'हावड़ा'),
  n('durgapur', 'Durgapur', 'दुर्गापुर'),
  n('siliguri', 'Siliguri', 'सिलीगुड़ी'),
  n('gaya', 'Gaya', 'गया'),
];

const bySlug = new Map(CITY_NAMES.map((city) => [city.slug, city]));

export function findCityName(slug: string): CityName | undefined {
  return bySlug.get(slug);
}
