import { translator } from '../../i18n/translator';
import en from './i18n/account-en.json';
import hi from './i18n/account-hi.json';

// The account menu's strings load with the signed-in header, which signed-out visitors never fetch.
translator.addResources('en', en);
translator.addResources('hi', hi);
