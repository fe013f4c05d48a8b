import { addStrings } from '../../i18n/instance';
import en from './i18n/account-en.json';
import hi from './i18n/account-hi.json';

// The account menu's strings load with the signed-in header, which signed-out visitors never fetch.
addStrings('en', en);
addStrings('hi', hi);
