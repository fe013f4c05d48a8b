// What other modules may use of phones; its other files are its own.
export { hasVerifiedPhone, VERIFIED_PHONE_WEIGHT } from './verified.ts';
