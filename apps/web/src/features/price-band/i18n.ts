import { addStrings } from '../../i18n/instance';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The band's strings travel with the pages that show it (posting form, ad page, My Ads).
addStrings('en', en);
addStrings('hi', hi);
