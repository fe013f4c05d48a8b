import { addStrings } from '../../i18n/instance';
import en from './i18n/en.json';
import hi from './i18n/hi.json';
import './person-i18n';

// These strings travel with the profile page's lazy code, not in every visitor's first download.
addStrings('en', en);
addStrings('hi', hi);
