import { addStrings } from '../../i18n/instance';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// These strings travel with the feature's lazy code, not in every visitor's first download.
addStrings('en', en);
addStrings('hi', hi);
