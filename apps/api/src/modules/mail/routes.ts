import type { FastifyPluginAsync } from 'fastify';
import { outbox, type StoredMail } from './outbox.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escapes the text, then turns each http(s) address into a link one can click. */
const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const listed = (messages: StoredMail[]) =>
  messages
    .map(
      (m) => `<article>
  <h2>${escape(m.subject)}</h2>
  <p class="meta">To ${escape(m.to)} · ${escape(m.date)}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');

function page(messages: StoredMail[], sms: StoredMail[] | undefined): string {
  const items = listed(messages);
  const texts = sms
    ? `<h1>Text messages</h1><p>SMS this server would have sent (no SMS_URL is set). Newest first.</p>\n${listed(sms) || '<p>No text messages yet.</p>'}`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bazaar outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#002f34}
article{border:1px solid #ccd5d6;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:1.1rem;margin:0}
.meta{color:#5c6f72;margin:4px 0}pre{white-space:pre-wrap;font:inherit;margin:0}</style></head>
<body><h1>Outbox</h1><p>Messages this server would have e-mailed (no SMTP_URL is set). Newest first; <a href="/dev/mail.json">JSON</a>.</p>
${items || '<p>No messages yet.</p>'}
${texts}
</body></html>`;
}

/** The development outbox: what would have been e-mailed, readable in a browser. */
export const devMailRoutes =
  (dir: string | undefined, smsDir?: string): FastifyPluginAsync =>
  async (app) => {
    // Each outbox is listed only while nothing is really sent (no SMTP_URL, no SMS_URL).
    const box = dir ? outbox(dir) : { list: async () => [] };
    const texts = smsDir ? outbox(smsDir) : undefined;
    app.get('/dev/mail', { schema: { hide: true } }, async (_req, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return page(await box.list(), await texts?.list());
    });
    app.get('/dev/mail.json', { schema: { hide: true } }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await box.list(), sms: (await texts?.list()) ?? [] };
    });
  };
