import { translator } from '../../i18n/translator';
import en from './i18n/page-en.json';
import hi from './i18n/page-hi.json';

// The favourites page's strings; the heart's own stay in the first script, on every card.
translator.addResources('en', en);
translator.addResources('hi', hi);
