import fs from 'node:fs';
import { DEFAULT_PROHIBITED_WORDS } from '@bazaar/shared';

export interface ModerationSettings {
  /**
   * Counted reports (people with standing, one per network) that hold an ad with a small audience
   * (REPORT_HOLD_THRESHOLD); more for a popular one (holdThresholdFor in report-standing.ts).
   */
  holdThreshold: number;
  /** Words and phrases that hold an ad at posting time. */
  prohibitedWords: readonly string[];
}

/**
 * PROHIBITED_WORDS_FILE replaces the built-in list: UTF-8, one word or phrase per line, blank lines
 * and lines starting with # ignored. A file that cannot be read stops the start (config errors
 * must be loud, not a silently empty list).
 */
export function moderationSettings(holdThreshold: number, wordsFile: string | undefined): ModerationSettings {
  if (!wordsFile) return { holdThreshold, prohibitedWords: DEFAULT_PROHIBITED_WORDS };
  let text: string;
  try {
    text = fs.readFileSync(wordsFile, 'utf8');
  } catch (err) {
    throw new Error(`Bazaar cannot start: PROHIBITED_WORDS_FILE ${wordsFile}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const prohibitedWords = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return { holdThreshold, prohibitedWords };
}
