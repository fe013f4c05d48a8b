import { translator } from '../../i18n/translator';
import en from './i18n/not-found-en.json';
import hi from './i18n/not-found-hi.json';

// The not-found message loads with the not-found view.
translator.addResources('en', en);
translator.addResources('hi', hi);
