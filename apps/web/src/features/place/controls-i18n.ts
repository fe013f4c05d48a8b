import { translator } from '../../i18n/translator';
import en from './i18n/controls-en.json';
import hi from './i18n/controls-hi.json';

// The place controls' strings come with the controls, after the list page's first script.
translator.addResources('en', en);
translator.addResources('hi', hi);
