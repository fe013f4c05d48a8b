import { addStrings } from './instance';
import en from './ad/en.json';
import hi from './ad/hi.json';

// The ad page's strings (details, seller, contact, report). They travel with the ad page, not the
// first script, and sit here, below the features, because the chat, offer and report buttons that
// other features lend the ad page (and the moderators' queue) show them too.
addStrings('en', en);
addStrings('hi', hi);
