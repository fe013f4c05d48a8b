// A photo worker process (photo-pool.ts starts them): decodes, checks, resizes and hashes uploads
// with sharp, at a low CPU priority, so that a flood of photos takes little of the CPU time that
// people's page requests need.
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { worker } from 'workerpool';
import { DomainError } from '../../lib/errors.ts';
import { checkPhoto } from './detect.ts';
import { photoHashes } from './photo-hash.ts';
import { preparePhoto } from './prepare.ts';
import { fullFile } from './urls.ts';
import type { PreparedUpload, Refusal } from './photo-pool.ts';

/**
 * On Linux a priority belongs to each thread, and threads started later take their creator's:
 * every thread this process has so far is lowered, so libuv's and libvips' threads are too.
 * Elsewhere the process's priority covers its threads.
 */
function lowerPriority() {
  const threads = os.platform() === 'linux' ? fs.readdirSync('/proc/self/task').map(Number) : [0];
  for (const thread of threads) {
    try {
      os.setPriority(thread, os.constants.priority.PRIORITY_BELOW_NORMAL);
    } catch {
      // A thread that has just ended.
    }
  }
}

lowerPriority();
// One libvips thread per photo: the pool's size is the number of photos made at once.
sharp.concurrency(1);
// Photos are decoded once each; libvips' operation cache would only hold memory.
sharp.cache(false);

/** A photo refused for what it is (not a photo, unreadable): said in the person's words. */
function refusalOf(err: unknown): Refusal {
  if (err instanceof DomainError) return { refused: { message: err.message, fields: err.fields } };
  throw err;
}

async function prepareUpload(input: Uint8Array): Promise<PreparedUpload | Refusal> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  try {
    await checkPhoto(bytes);
    const prepared = await preparePhoto(bytes);
    // Hashed from the stored full-size variant: already upright, so a rotated copy hashes alike.
    const full = prepared.files.find((f) => f.file === fullFile(prepared.photo.key))!.data;
    return { prepared, hashes: await photoHashes(full) };
  } catch (err) {
    return refusalOf(err);
  }
}

async function hashStored(input: Uint8Array) {
  return photoHashes(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
}

worker({ prepareUpload, hashStored });
