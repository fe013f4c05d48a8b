// What other modules and plugins may use of conversations; its other files are its own.
export { presentOffer } from './presenter.ts';
export type { ConversationsRepository } from './repository.ts';
