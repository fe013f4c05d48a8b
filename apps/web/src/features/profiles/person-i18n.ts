import { addStrings } from '../../i18n/instance';
import en from './i18n/person-en.json';
import hi from './i18n/person-hi.json';

// The few words the ad page's seller box and the chat header use, apart from the profile page's.
addStrings('en', en);
addStrings('hi', hi);
