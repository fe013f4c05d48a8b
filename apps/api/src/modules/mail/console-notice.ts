import path from 'node:path';
import type { MailMessage } from './message.ts';

/**
 * What the console shows for a message kept in the outbox on a local first run: who it is for, where
 * the file is, and its links, so a newcomer who signs up can confirm without an SMTP server or the
 * /dev/mail page (which production mode, `npm start`, turns off).
 */
export function consoleNotice(message: MailMessage, file: string): string {
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  const relative = path.relative(process.cwd(), file);
  const shown = relative && !relative.startsWith('..') ? relative : file;
  return [
    '',
    `Mail to ${message.to}: "${message.subject}"`,
    `  not sent (no SMTP_URL); kept in ${shown}`,
    ...links.map((link) => `  link: ${link}`),
    '',
  ].join('\n');
}
