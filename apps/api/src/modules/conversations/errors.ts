import { Conflict } from '../../lib/errors.ts';

export const CONVERSATION_GONE = 'This conversation does not exist';

export const closedConversation = () =>
  new Conflict(
    'conversation_closed',
    'This ad has been removed, so the conversation is closed to new messages',
  );
