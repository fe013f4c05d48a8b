import { readFileSync } from 'node:fs';
import { SCAM_KINDS, type ScamKind } from '../kinds.ts';

/**
 * The labelled corpus: hand-written messages as they are typed in Indian classifieds chats.
 * `tuning` is what the rules were tuned on; `held-out` was written at the same time and put aside,
 * never looked at while tuning, so its figures say how the rules do on messages they have not seen.
 */
export type CorpusPart = 'tuning' | 'held-out';
export type Script = 'en' | 'hi-latn' | 'hi-deva';

export interface CorpusEntry {
  /** Empty for an ordinary message. */
  kinds: ScamKind[];
  script: Script;
  text: string;
}

export function loadCorpus(part: CorpusPart): CorpusEntry[] {
  const file = new URL(`./${part}.tsv`, import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').slice(1).filter(Boolean);
  return lines.map((line, i) => {
    const [label = '', script = '', text = ''] = line.split('\t');
    const kinds = label === 'ordinary' ? [] : (label.split(',') as ScamKind[]);
    if (kinds.some((k) => !SCAM_KINDS.includes(k)) || !['en', 'hi-latn', 'hi-deva'].includes(script) || !text)
      throw new Error(`${part}.tsv line ${i + 2} is not "label<TAB>script<TAB>text"`);
    return { kinds, script: script as Script, text };
  });
}
