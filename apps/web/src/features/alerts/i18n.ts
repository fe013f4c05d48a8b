import { addStrings } from '../../i18n/instance';
import './i18n-save';
import en from './i18n/en.json';
import hi from './i18n/hi.json';

addStrings('en', en);
addStrings('hi', hi);
