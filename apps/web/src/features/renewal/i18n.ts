import { addStrings } from '../../i18n/instance';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// Renewal's strings travel with My Ads, the ad page's ended state and the renew link's page.
addStrings('en', en);
addStrings('hi', hi);
