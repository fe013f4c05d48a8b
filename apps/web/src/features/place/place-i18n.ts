import { translator } from '../../i18n/translator';
import en from './i18n/place-en.json';
import hi from './i18n/place-hi.json';

// The place picker's strings load with the picker, not with the list page's first script.
translator.addResources('en', en);
translator.addResources('hi', hi);
