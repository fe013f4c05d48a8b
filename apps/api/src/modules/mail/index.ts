// What other modules and plugins may use of mail; its other files are its own.
export { sendLater } from './mailer.ts';
export type { Mailer, MailMessage } from './mailer.ts';
export { outbox } from './outbox.ts';
