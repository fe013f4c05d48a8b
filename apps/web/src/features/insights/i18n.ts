import { translator } from '../../i18n/translator';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

translator.addResources('en', en);
translator.addResources('hi', hi);
