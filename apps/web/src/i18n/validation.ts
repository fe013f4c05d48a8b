import { translator } from './translator';
import en from './validation/en.json';
import hi from './validation/hi.json';

// Form error messages, shared by the sign-in and posting forms: they load with those forms.
translator.addResources('en', en);
translator.addResources('hi', hi);
