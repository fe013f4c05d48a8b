import { addStrings } from '../../i18n/instance';
import en from './i18n/page-en.json';
import hi from './i18n/page-hi.json';

// The favourites page's strings; the heart's own stay in the first script, on every card.
addStrings('en', en);
addStrings('hi', hi);
