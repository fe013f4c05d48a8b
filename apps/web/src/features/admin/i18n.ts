import { translator } from '../../i18n/translator';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The console's strings load with the console, for staff only.
translator.addResources('en', en);
translator.addResources('hi', hi);
