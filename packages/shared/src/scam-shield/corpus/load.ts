import { existsSync, readFileSync } from 'node:fs';
import type { SenderRole } from '../features.ts';
import { SCAM_KINDS, type ScamKind } from '../kinds.ts';

/**
 * The labelled corpus: messages written in the style of Indian classifieds chats (none collected
 * from real chats), in parts written apart by different writers. The model learns from every part
 * in CORPUS_PARTS; its figures there are out-of-fold (train.ts): each message scored by a model
 * that did not learn from it. `held-out` to `held-out-7` and `world-1` to `world-12` keep the names
 * they had when they were scored once against an earlier model (bench/README.md) before becoming
 * training data; `tuning-3` to `tuning-17` were each written by a writer who read none of the
 * project, each from its own angle (items, places, message length, how subtle; `tuning-17` in the
 * ten other languages). The world parts come from briefs by their own authors who had read neither
 * the code, the kinds' definitions in it, nor the training brief. Format:
 * `label<TAB>script<TAB>sender<TAB>text`, label a kind (several comma-separated), `ordinary`
 * (honest, no payment or contact words) or `honest` (honest but using the tricks' words).
 */
export const CORPUS_PARTS = [
  'tuning',
  'held-out',
  'held-out-2',
  'tuning-2',
  'held-out-3',
  'held-out-4',
  ...Array.from({ length: 15 }, (_, i) => `tuning-${i + 3}` as const),
  'held-out-5',
  'held-out-6',
  'held-out-7',
  'world-1',
  'world-2',
  'world-3',
  'world-4',
  'world-5',
  'world-6',
  'world-7',
  'world-8',
  'world-9',
  'world-10',
  'world-11',
  'world-12',
] as const;
/**
 * Parts that count more in training (train.ts): the world's twelve, from independent briefs, and
 * tuning-17, the only other part in the ten other languages; nearer to new writers.
 */
const INDEPENDENT_PARTS: readonly string[] = [
  ...Array.from({ length: 12 }, (_, i) => `world-${i + 1}`),
  'tuning-17',
];
export const isIndependentPart = (part: string | undefined) => !!part && INDEPENDENT_PARTS.includes(part);

/**
 * Parts the model never learns from, each from a brief by its own author, to be scored once against
 * the shipped model (`npm run scam-shield:report -- world-13`). A part not yet written is skipped.
 * world-1 to world-12 were scored so, then became training data (bench/README.md).
 */
export const UNSEEN_PARTS = ['world-13', 'world-14', 'world-15'] as const;
export type CorpusPart = (typeof CORPUS_PARTS)[number] | (typeof UNSEEN_PARTS)[number];
/**
 * A language and how it is typed: its own script, or Latin letters (`-latn`) as people spell it.
 * The training parts hold the first three; the world parts hold all of them.
 */
export const SCRIPTS = [
  'en',
  'hi-latn',
  'hi-deva',
  ...([
    'ta-taml',
    'te-telu',
    'kn-knda',
    'ml-mlym',
    'bn-beng',
    'mr-deva',
    'gu-gujr',
    'pa-guru',
    'or-orya',
    'ur-arab',
  ] as const),
  ...([
    'ta-latn',
    'te-latn',
    'kn-latn',
    'ml-latn',
    'bn-latn',
    'mr-latn',
    'gu-latn',
    'pa-latn',
    'or-latn',
    'ur-latn',
  ] as const),
] as const;
export type Script = (typeof SCRIPTS)[number];
/** The scripts every training part covers for every kind. */
export const CORE_SCRIPTS = ['en', 'hi-latn', 'hi-deva'] as const satisfies readonly Script[];

/** Figures are reported per language group: too few messages per script for the other ten languages. */
export const LANGUAGE_GROUPS = ['English', 'Hinglish', 'Hindi', 'other languages'] as const;
export type LanguageGroup = (typeof LANGUAGE_GROUPS)[number];
const GROUP_OF_CORE: Record<(typeof CORE_SCRIPTS)[number], LanguageGroup> = {
  en: 'English',
  'hi-latn': 'Hinglish',
  'hi-deva': 'Hindi',
};
export const languageGroup = (script: Script): LanguageGroup =>
  (GROUP_OF_CORE as Record<string, LanguageGroup>)[script] ?? 'other languages';

export interface CorpusEntry {
  /** Empty for an honest message. */
  kinds: ScamKind[];
  /** An honest message that uses the tricks' words (UPI, OTP, courier, army, token, a link…). */
  hard: boolean;
  script: Script;
  sender: SenderRole;
  text: string;
  /** The corpus part it comes from: one writer's (cross-validation folds keep a part together). */
  part?: string;
}

export function parseCorpus(source: string, name: string): CorpusEntry[] {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== 'label\tscript\tsender\ttext')
    throw new Error(`${name}: header is not "label<TAB>script<TAB>sender<TAB>text"`);
  const entries: CorpusEntry[] = [];
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    const [label = '', script = '', sender = '', text = ''] = line.split('\t');
    const honest = label === 'ordinary' || label === 'honest';
    const kinds = honest ? [] : (label.split(',') as ScamKind[]);
    if (
      kinds.some((k) => !SCAM_KINDS.includes(k)) ||
      !(SCRIPTS as readonly string[]).includes(script) ||
      (sender !== 'buyer' && sender !== 'seller') ||
      !text.trim()
    )
      throw new Error(`${name} line ${i + 2} is not "label<TAB>script<TAB>sender<TAB>text"`);
    entries.push({ kinds, hard: label === 'honest', script: script as Script, sender, text });
  });
  return entries;
}

const partFile = (part: CorpusPart) => new URL(`./${part}.tsv`, import.meta.url);

export function loadCorpus(part: CorpusPart): CorpusEntry[] {
  return parseCorpus(readFileSync(partFile(part), 'utf8'), `${part}.tsv`).map((e) => ({ ...e, part }));
}

/** The unseen parts whose files have been placed in corpus/ (the others are not written yet). */
export function presentUnseenParts(): (typeof UNSEEN_PARTS)[number][] {
  return UNSEEN_PARTS.filter((part) => existsSync(partFile(part)));
}

/** Every part, in CORPUS_PARTS order: what the model learns from. */
export function loadTraining(): CorpusEntry[] {
  return CORPUS_PARTS.flatMap((part) => loadCorpus(part));
}
