import { translator } from '../../i18n/translator';
import './i18n-save';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

translator.addResources('en', en);
translator.addResources('hi', hi);
