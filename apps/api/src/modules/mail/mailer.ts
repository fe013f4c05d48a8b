import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { consoleNotice } from './console-notice.ts';
import type { MailMessage } from './message.ts';
import { outbox } from './outbox.ts';

export type { MailMessage };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set, otherwise the outbox folder that /dev/mail shows. */
export function createMailer(
  mail: Config['mail'],
  print: (text: string) => void = (text) => void process.stdout.write(`${text}\n`),
): Mailer {
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: mail.from, to: m.to, subject: m.subject, text: m.text });
      },
    };
  }
  const box = outbox(mail.outboxDir);
  return {
    async send(m) {
      const stored = await box.write(mail.from, m);
      if (mail.printLinks) print(consoleNotice(m, box.fileOf(stored.id)));
    },
  };
}

/**
 * Sends without making the request wait. Besides speed, this keeps answers that must not reveal
 * whether an account exists from taking longer when a message goes out.
 */
export function sendLater(mailer: Mailer, message: MailMessage, log: Pick<FastifyBaseLogger, 'error'>) {
  mailer.send(message).catch((err: unknown) => log.error({ err, subject: message.subject }, 'mail failed'));
}
