import { translator } from '../../i18n/translator';
import en from './i18n/ad-en.json';
import hi from './i18n/ad-hi.json';

// The ad page's strings (details, seller, contact, report) travel with the ad page, not the first script.
translator.addResources('en', en);
translator.addResources('hi', hi);
