import { addStrings } from '../../i18n/instance';
import en from './i18n/place-en.json';
import hi from './i18n/place-hi.json';

// The place picker's strings load with the picker, not with the list page's first script.
addStrings('en', en);
addStrings('hi', hi);
