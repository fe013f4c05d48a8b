import { addStrings } from '../../i18n/instance';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

// The posting pages' strings (post.*, myAds.*) travel with those lazy pages instead of in every
// visitor's first download. Both languages are merged into the app's one tree when a posting
// page is first imported, so t('post.title') works like any other key, in English and Hindi.
addStrings('en', en);
addStrings('hi', hi);
