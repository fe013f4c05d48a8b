import { addStrings } from '../../i18n/instance';
import en from './i18n/results-en.json';
import hi from './i18n/results-hi.json';

// A list page's own strings (heading, sorting, no results) travel with the list and ad pages.
addStrings('en', en);
addStrings('hi', hi);
