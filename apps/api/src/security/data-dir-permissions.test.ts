import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { diskStore } from '../modules/media/store.ts';

// The usual umask of a login shell: files 0644, folders 0755 unless Bazaar says otherwise.
const USUAL_UMASK = 0o022;
let umaskBefore: number;
let parent: string;

beforeAll(() => {
  umaskBefore = process.umask(USUAL_UMASK);
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-private-'));
});
afterAll(() => {
  process.umask(umaskBefore);
  fs.rmSync(parent, { recursive: true, force: true });
});

/** Every file and folder under `dir` that another local user could read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, p) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return found;
}

function configFor(dataDir: string) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
}

describe('DATA_DIR', () => {
  // A new embedded database is made from scratch here (initdb and every migration): slow.
  it(
    'is made private: the embedded database, e-mails and photos are for this account only',
    { timeout: 180_000 },
    async () => {
      const dataDir = path.join(parent, 'fresh');
      const config = configFor(dataDir);
      const opened = await openDatabase(config);
      await opened.close();
      await createMailer(config.mail, () => {}).send({
        to: 'asha@example.in',
        subject: 'Reset your Bazaar password',
        text: 'http://localhost:3000/reset?token=secret',
      });
      await diskStore(config.mediaDir).write('ab/photo.webp', Buffer.from('photo'));

      expect(fs.readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['mail', 'media', 'pglite']));
      expect(openToOthers(dataDir)).toEqual([]);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    },
  );

  it('left open by an older version is tightened on start, and the start says so', async () => {
    const dataDir = path.join(parent, 'fresh');
    const loosen = (p: string) => {
      const stat = fs.lstatSync(p);
      fs.chmodSync(p, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) for (const name of fs.readdirSync(p)) loosen(path.join(p, name));
    };
    loosen(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(10);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const opened = await openDatabase(configFor(dataDir));
      await opened.close();
      expect(openToOthers(dataDir)).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/open to other users.*made them private/));
    } finally {
      warn.mockRestore();
    }
  });

  it('mail and photos are private even where no database was opened first', async () => {
    const dataDir = path.join(parent, 'postgres-server');
    const config = configFor(dataDir);
    await createMailer(config.mail, () => {}).send({ to: 'a@example.in', subject: 'Hi', text: 'Hello' });
    await diskStore(config.mediaDir).write('cd/photo.webp', Buffer.from('photo'));
    expect(openToOthers(config.mail.outboxDir)).toEqual([]);
    expect(openToOthers(config.mediaDir)).toEqual([]);
  });
});
