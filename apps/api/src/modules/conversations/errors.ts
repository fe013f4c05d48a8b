import { DomainError } from '../../lib/errors.ts';

/** The state of the ad or conversation forbids this now (sold, removed, already decided). */
export class Conflict extends DomainError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

export const CONVERSATION_GONE = 'This conversation does not exist';
export const AD_GONE = 'This ad does not exist or has been removed';
export const OWN_AD = 'This is your own ad';

export const ownAd = () => new DomainError(403, 'own_ad', OWN_AD);
export const closedConversation = () =>
  new Conflict(
    'conversation_closed',
    'This ad has been removed, so the conversation is closed to new messages',
  );
