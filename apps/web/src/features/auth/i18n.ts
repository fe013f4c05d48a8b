import { addStrings } from '../../i18n/instance';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The sign-in, sign-up and password pages' strings (login.*, signup.*, confirm.*, forgot.*,
// reset.*) travel with those lazy pages instead of in every visitor's first download; both
// languages join the app's one tree when one of them is first imported.
addStrings('en', en);
addStrings('hi', hi);
