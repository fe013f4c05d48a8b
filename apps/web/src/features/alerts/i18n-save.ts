import { addStrings } from '../../i18n/instance';
import en from './i18n/save-en.json';
import hi from './i18n/save-hi.json';

// Only the "Save this search" button's strings: they ride with every list page, so they stay small;
// the saved-searches page brings the rest (./i18n).
addStrings('en', en);
addStrings('hi', hi);
