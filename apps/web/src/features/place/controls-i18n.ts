import { addStrings } from '../../i18n/instance';
import en from './i18n/controls-en.json';
import hi from './i18n/controls-hi.json';

// The place controls' strings come with the controls, after the list page's first script.
addStrings('en', en);
addStrings('hi', hi);
