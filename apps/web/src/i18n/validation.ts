import { addStrings } from './instance';
import en from './validation/en.json';
import hi from './validation/hi.json';

// Form error messages, shared by the sign-in and posting forms: they load with those forms.
addStrings('en', en);
addStrings('hi', hi);
