import { translator } from '../../i18n/translator';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// These strings travel with the rating dialogs' lazy code, not in every visitor's first download.
translator.addResources('en', en);
translator.addResources('hi', hi);
