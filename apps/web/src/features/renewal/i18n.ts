import { translator } from '../../i18n/translator';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// Renewal's strings travel with My Ads, the ad page's ended state and the renew link's page.
translator.addResources('en', en);
translator.addResources('hi', hi);
