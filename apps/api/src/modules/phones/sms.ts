import type { SmsSettings } from '../../config.ts';
import { outbox } from '../mail/index.ts';

export interface SmsSender {
  /** `to` is +91 and ten digits. Throws when the gateway refuses or cannot be reached. */
  send(to: string, text: string): Promise<void>;
}

export class SmsFailed extends Error {}

const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * Twilio's Messages API: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded
 * To, From (a Twilio number or sender id) or MessagingServiceSid (an SMS_FROM starting "MG"), and
 * Body, with HTTP Basic authentication by the Account SID and Auth Token. A 201 means accepted.
 */
export function twilioSender(gateway: NonNullable<SmsSettings['gateway']>): SmsSender {
  const endpoint = `${gateway.url}/2010-04-01/Accounts/${encodeURIComponent(gateway.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${gateway.accountSid}:${gateway.authToken}`).toString('base64')}`;
  const sender = /^MG[0-9a-f]{32}$/i.test(gateway.from) ? 'MessagingServiceSid' : 'From';
  return {
    async send(to, text) {
      const form = new URLSearchParams({ To: to, [sender]: gateway.from, Body: text });
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (err) {
        throw new SmsFailed(`SMS gateway unreachable: ${(err as Error).message}`, { cause: err });
      }
      if (res.status === 201 || res.status === 200) {
        await res.body?.cancel();
        return;
      }
      // Twilio's error body: { code, message, more_info, status }.
      const body = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new SmsFailed(
        `SMS gateway answered ${res.status}: ${body.code ?? ''} ${body.message ?? ''}`.trim(),
      );
    },
  };
}

/** No gateway: each SMS is a file in DATA_DIR/sms, listed at /dev/mail outside production. */
export function smsOutbox(dir: string): SmsSender {
  const box = outbox(dir);
  return {
    async send(to, text) {
      await box.write('Bazaar SMS', { to, subject: `SMS to ${to}`, text });
    },
  };
}

export const smsSenderFor = (settings: SmsSettings): SmsSender =>
  settings.gateway ? twilioSender(settings.gateway) : smsOutbox(settings.outboxDir);
