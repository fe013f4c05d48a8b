import { addStrings } from '../../i18n/instance';
import en from './i18n/footer-en.json';
import hi from './i18n/footer-hi.json';

// The footer's strings load with the footer (and its install banner), below the fold of every page,
// not in the first script.
addStrings('en', en);
addStrings('hi', hi);
