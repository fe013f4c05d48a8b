import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMailer } from './mailer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function outboxMailer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-mail-'));
  dirs.push(dataDir);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...env });
  const printed: string[] = [];
  return { config, printed, mailer: createMailer(config.mail, (text) => printed.push(text)) };
}

const confirmation = {
  to: 'asha@example.in',
  subject: 'Confirm your Bazaar account',
  text: 'Open this link to finish signing up:\nhttp://localhost:3000/signup/confirm?token=abc123\n',
};

describe('mail without SMTP', () => {
  it('on a local first run (npm start, loopback) prints the link and where the message is kept', async () => {
    const { config, printed, mailer } = outboxMailer({});
    await mailer.send(confirmation);
    const [file] = fs.readdirSync(config.mail.outboxDir);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('Mail to asha@example.in: "Confirm your Bazaar account"');
    expect(printed[0]).toContain('link: http://localhost:3000/signup/confirm?token=abc123');
    expect(printed[0]).toContain(file);
  });

  it('prints nothing when the server listens beyond this machine, or with SMTP configured', () => {
    expect(outboxMailer({ HOST: '0.0.0.0' }).config.mail.printLinks).toBe(false);
    expect(outboxMailer({ SMTP_URL: 'smtp://mail.example.in:587' }).config.mail.printLinks).toBe(false);
    expect(outboxMailer({ HOST: '::1' }).config.mail.printLinks).toBe(true);
  });

  it('keeps the message in the outbox without printing when the server is public', async () => {
    const { config, printed, mailer } = outboxMailer({ HOST: '0.0.0.0' });
    await mailer.send(confirmation);
    expect(printed).toEqual([]);
    expect(fs.readdirSync(config.mail.outboxDir)).toHaveLength(1);
  });
});
