// `npm run train:scam-shield`: learns the scam shield's weights and thresholds from every part of
// the corpus and writes them to packages/shared/src/scam-shield/shield-model.ts, which the browser and
// the API load. Run it after every change to the corpus, the features or the training (corpus.test.ts
// fails until the shipped model is what this script learns).
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { CORPUS_PARTS, loadTraining } from '../packages/shared/src/scam-shield/corpus/load.ts';
import { trainModel } from '../packages/shared/src/scam-shield/train.ts';

const target = new URL('../packages/shared/src/scam-shield/shield-model.ts', import.meta.url);
const entries = loadTraining();
const model = trainModel(entries);
const source = `// Written by \`npm run train:scam-shield\` from corpus/{${CORPUS_PARTS.join(',')}}.tsv. Do not edit: retrain.
import type { ShieldModel } from './model.ts';

export const SHIELD_MODEL: ShieldModel = ${JSON.stringify(model)};
`;
writeFileSync(target, await format(source, { parser: 'typescript', printWidth: 110, singleQuote: true }));
console.log(`Learnt from ${entries.length} messages; wrote ${target.pathname}.`);
for (const [kind, m] of Object.entries(model.kinds))
  console.log(`  ${kind.padEnd(20)} threshold ${m.threshold}`);
console.log('Out-of-fold figures: npm run scam-shield:report');
