import { Conflict, DomainError } from '../../lib/errors.ts';

export const CONVERSATION_GONE = 'This conversation does not exist';

export const closedConversation = () =>
  new Conflict(
    'conversation_closed',
    'This ad has been removed, so the conversation is closed to new messages',
  );

/**
 * A message offering prohibited goods is not sent (as ads with those words are held): the code
 * lets the composer say so in the person's language, keeping what was typed.
 */
export const prohibitedInMessage = () =>
  new DomainError(400, 'prohibited_words', 'This message mentions prohibited goods, so it was not sent');

export const NO_SUCH_PHOTO = 'No such photo';

export const CHAT_PHOTOS_GONE =
  'A photo could not be sent: it was already sent, or it waited too long. Please add it again.';
