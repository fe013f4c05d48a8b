import { Conflict } from '../../lib/errors.ts';

export const CONVERSATION_GONE = 'This conversation does not exist';

export const closedConversation = () =>
  new Conflict(
    'conversation_closed',
    'This ad has been removed, so the conversation is closed to new messages',
  );

export const NO_SUCH_PHOTO = 'No such photo';

export const CHAT_PHOTOS_GONE =
  'A photo could not be sent: it was already sent, or it waited too long. Please add it again.';
