import { translator } from '../../i18n/translator';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The band's strings travel with the pages that show it (posting form, ad page, My Ads).
translator.addResources('en', en);
translator.addResources('hi', hi);
