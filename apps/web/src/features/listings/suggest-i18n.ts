import { addStrings } from '../../i18n/instance';
import en from './i18n/suggest-en.json';
import hi from './i18n/suggest-hi.json';

// "Suggest us a product" loads after the list's first script, and its strings with it.
addStrings('en', en);
addStrings('hi', hi);
