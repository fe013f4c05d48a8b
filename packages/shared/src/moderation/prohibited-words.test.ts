import { describe, expect, it } from 'vitest';
import { prohibitedWordsIn } from './prohibited-words.ts';

describe('prohibited words', () => {
  it('finds whole words and phrases in English and Hindi, in any case and punctuation', () => {
    expect(prohibitedWordsIn('Selling my PISTOL, licence available')).toEqual(['pistol']);
    expect(prohibitedWordsIn('Genuine tiger-skin rug')).toEqual(['tiger skin']);
    expect(prohibitedWordsIn('शुद्ध गांजा उपलब्ध है')).toEqual(['गांजा']);
    expect(prohibitedWordsIn('Rolex first copy watch, नकली नोट भी')).toEqual(['first copy', 'नकली नोट']);
  });

  it('leaves ordinary ads and words that only contain a listed one alone', () => {
    expect(prohibitedWordsIn('Maruti Swift VXi 2018, single owner, Kochi')).toEqual([]);
    expect(prohibitedWordsIn('Pistolero costume for kids, ivorycoloured sofa')).toEqual([]);
  });

  it('uses the list it is given', () => {
    expect(prohibitedWordsIn('A lovely pistol', ['parrot'])).toEqual([]);
    expect(prohibitedWordsIn('Talking parrot for sale', ['parrot'])).toEqual(['parrot']);
  });
});
