import { translator } from '../../i18n/translator';
import en from './i18n/filters-en.json';
import hi from './i18n/filters-hi.json';

// The list page's filter strings travel with the list page, not with every page's first script.
translator.addResources('en', en);
translator.addResources('hi', hi);
