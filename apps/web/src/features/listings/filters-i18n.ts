import { addStrings } from '../../i18n/instance';
import en from './i18n/filters-en.json';
import hi from './i18n/filters-hi.json';

// The list page's filter strings travel with the list page, not with every page's first script.
addStrings('en', en);
addStrings('hi', hi);
