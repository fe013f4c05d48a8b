import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/private-data-dir.ts';
import type { MailMessage } from './message.ts';

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  date: string;
}

const OUTBOX_LIST_MAX = 100;

/** Without SMTP, every message becomes one JSON file in DATA_DIR/mail, newest name last. */
export function outbox(dir: string) {
  return {
    fileOf: (id: string) => path.join(dir, `${id}.json`),

    async write(from: string, message: MailMessage): Promise<StoredMail> {
      // Sign-up and reset links: for this account's eyes only.
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const date = new Date();
      // Sortable by name: the time first, then randomness so two messages in one millisecond differ.
      const id = `${date.getTime()}-${randomBytes(4).toString('hex')}`;
      const stored: StoredMail = { id, from, date: date.toISOString(), ...message };
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2), {
        mode: PRIVATE_FILE_MODE,
      });
      return stored;
    },

    /** Newest first. */
    async list(): Promise<StoredMail[]> {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const newest = names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, OUTBOX_LIST_MAX);
      const all = await Promise.all(
        newest.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as StoredMail),
      );
      return all;
    },
  };
}
