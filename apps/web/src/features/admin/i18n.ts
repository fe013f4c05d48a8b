import { addStrings } from '../../i18n/instance';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The console's strings load with the console, for staff only.
addStrings('en', en);
addStrings('hi', hi);
