import { DomainError } from './errors.ts';

// Refusals about an ad that chat, offers and reports give in the same words.
export const AD_GONE = 'This ad does not exist or has been removed';
const OWN_AD = 'This is your own ad';

export const ownAd = () => new DomainError(403, 'own_ad', OWN_AD);
