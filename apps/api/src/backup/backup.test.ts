import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  RATE_LIMITS,
  type ChatMessage,
  type ConversationSummary,
  type EditableListing,
} from '@bazaar/shared';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { carAd, jpeg, signUp, Visitor } from '../test/http-visitor.ts';
import { loadConfig } from '../config.ts';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { backupToFile, type BackupSummary } from './backup-file.ts';
import { restoreBackup, RestoreRefused, type Restored } from './restore.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cli = path.join(root, 'apps/api/src/backup/cli.ts');

/** `npm run backup|restore -- file` as its own process; gives its exit code and what it said. */
function runCli(command: 'backup' | 'restore', file: string, dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, command, file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Written {
  adId: number;
  photos: { card: string; full: string }[];
  conversationId: number;
  messageId: number;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-backup-'));
const apis: ApiProcess[] = [];
/**
 * Taken from the stopped server's DATA_DIR, and restored, while the first test restores its own
 * archive (they share nothing): the second test only looks at the outcome.
 */
let offlineBackup: Promise<{ offline: BackupSummary; back: Restored }> | undefined;

/**
 * A DATA_DIR whose embedded database is already migrated, from the run's template: the server
 * then starts in seconds instead of creating and migrating a database first (which is not what
 * these tests are about; the server's own start is tested elsewhere).
 */
async function migratedDataDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(path.join(dir, 'pglite'), {
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    extensions: PGLITE_EXTENSIONS,
  });
  await pg.close();
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
afterAll(async () => {
  await Promise.all(apis.map((a) => a.stop()));
  fs.rmSync(work, { recursive: true, force: true });
});

// The embedded database only (PostgreSQL is backed up with pg_dump): not repeated in the PostgreSQL pass.
describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'backup and restore of the embedded database and photos',
  () => {
    it('a backup taken while writes run restores every ad, photo and message answered before it began', async () => {
      const original = path.join(work, 'original');
      await migratedDataDir(original);
      const api = await startApiProcess({
        port: await freePort(),
        dataDir: original,
        logFile: path.join(work, 'original.log'),
      });
      apis.push(api);
      const seller = new Visitor(api.url);
      const buyer = new Visitor(api.url);
      const confirmed = await Promise.all(
        [seller, buyer].map((who, n) =>
          signUp(who, path.join(original, 'mail'), {
            name: `Backup Person ${n + 1}`,
            email: `backup${n + 1}@example.in`,
            password: 'backup-test-password',
          }),
        ),
      );
      expect(confirmed.map((c) => c.status)).toEqual([201, 201]);

      // Ads with a photo and a message about each, one after another, until told to stop; a short
      // rest between ads after the first three: writes on both sides of the backup's start, without
      // crowding the backup off the CPU (or dozens of photos to archive).
      const written: Written[] = [];
      let stop = false;
      const writer = (async () => {
        // Each ad's message opens a conversation: a new account may open RATE_LIMITS.firstMessages
        // of them an hour, so the writer stops there if the backup has not told it to yet.
        for (let i = 0; !stop && i < RATE_LIMITS.firstMessages.max.newAccount; i++) {
          if (i >= 3) await pause(300);
          const up = await seller.upload(await jpeg(37 * i));
          expect(up.status).toBe(201);
          const ad = await seller.post<{ id: number }>(
            '/api/listings',
            carAd(`Hyundai Creta ${i}`, 500_000 + i, [up.body.id]),
          );
          expect(ad.status).toBe(201);
          // A new account may open only so many conversations an hour: past that, the message goes
          // to the first one.
          const conversationId =
            i < RATE_LIMITS.firstMessages.max.newAccount
              ? (await buyer.post<ConversationSummary>(`/api/listings/${ad.body.id}/conversation`)).body.id
              : written[0]!.conversationId;
          const m = await buyer.post<ChatMessage>(`/api/conversations/${conversationId}/messages`, {
            body: `Is ${i} available?`,
          });
          expect(m.status).toBe(201);
          written.push({
            adId: ad.body.id,
            photos: [up.body.photo],
            conversationId,
            messageId: m.body.id,
          });
        }
      })();
      while (written.length < 3) await pause(20);

      const archive = path.join(work, 'bazaar.tar.gz');
      // Every ad in `written` now was answered before the backup began.
      const atStart = written.length;
      const backup = await runCli('backup', archive, original);
      const afterBackup = written.length;
      // Writes went on during the backup, and a little after it (unless the writer reached its
      // limit of conversations during a slow backup).
      let writerDone = false;
      const finished = () => {
        writerDone = true;
      };
      void writer.then(finished, finished);
      while (written.length < afterBackup + 1 && !writerDone) await pause(20);
      stop = true;
      await writer;
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/from the running server/);
      expect(afterBackup, 'ads written while the backup ran').toBeGreaterThan(atStart);
      const before = written.slice(0, atStart);

      // The next test's backup of the stopped server's folder runs meanwhile.
      offlineBackup = (async () => {
        await api.stop();
        const config = loadConfig({ DATA_DIR: original, LOG_LEVEL: 'silent' });
        const offline = await backupToFile(config, path.join(work, 'offline.tar.gz'));
        return { offline, back: await restoreBackup(offline.file, path.join(work, 'from-offline')) };
      })();
      offlineBackup.catch(() => {}); // Reported by the test that awaits it.

      // Into a fresh DATA_DIR, and a server on it.
      const restoredDir = path.join(work, 'restored');
      const restored = await runCli('restore', archive, restoredDir);
      expect(restored.code, restored.output).toBe(0);
      const copy = await startApiProcess({
        port: await freePort(),
        dataDir: restoredDir,
        logFile: path.join(work, 'restored.log'),
      });
      apis.push(copy);
      // Sessions are rows of the database too: both people are still signed in on the copy.
      seller.baseUrl = buyer.baseUrl = copy.url;
      for (const w of before) {
        const ad = await seller.get<EditableListing>(`/api/me/listings/${w.adId}`);
        expect(ad.status, `ad ${w.adId}`).toBe(200);
        expect(ad.body.photos.map((p) => p.photo.full)).toEqual(w.photos.map((p) => p.full));
        for (const p of w.photos) {
          for (const url of [p.card, p.full]) {
            const res = await fetch(copy.url + url);
            expect(res.status, url).toBe(200);
            expect(res.headers.get('content-type')).toBe('image/webp');
            expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
          }
        }
        const thread = await buyer.get<{ items: ChatMessage[] }>(
          `/api/conversations/${w.conversationId}/messages`,
        );
        expect(thread.body.items.map((m) => m.id)).toContain(w.messageId);
      }
      // And the copy takes new writes.
      const more = await buyer.post(`/api/conversations/${before[0]!.conversationId}/messages`, {
        body: 'Still there?',
      });
      expect(more.status).toBe(201);
    }, 120_000);

    it('backs up a DATA_DIR whose server is stopped by reading it directly', async () => {
      expect(offlineBackup, 'the server was stopped after the first backup').toBeDefined();
      const { offline, back } = await offlineBackup!;
      expect(offline.via).toBe('data-dir');
      expect(offline.mediaFiles).toBeGreaterThanOrEqual(8);
      expect(back.listings).toBeGreaterThanOrEqual(4);
      expect(back.mediaFiles).toBe(offline.mediaFiles);
    });

    it('never restores into a DATA_DIR with data in it', async () => {
      const refused = restoreBackup(path.join(work, 'bazaar.tar.gz'), path.join(work, 'original'));
      await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
      await expect(refused).rejects.toThrow(/is not empty/);
    });

    it('refuses a cut-short archive and leaves the folder empty', async () => {
      const archive = path.join(work, 'bazaar.tar.gz');
      const cut = path.join(work, 'cut.tar.gz');
      fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, 20_000));
      const target = path.join(work, 'from-cut');
      await expect(restoreBackup(cut, target)).rejects.toBeInstanceOf(RestoreRefused);
      expect(fs.existsSync(target)).toBe(false);
    });
  },
);
