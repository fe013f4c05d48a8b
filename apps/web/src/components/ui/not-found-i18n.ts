import { addStrings } from '../../i18n/instance';
import en from './i18n/not-found-en.json';
import hi from './i18n/not-found-hi.json';

// The not-found message loads with the not-found view.
addStrings('en', en);
addStrings('hi', hi);
