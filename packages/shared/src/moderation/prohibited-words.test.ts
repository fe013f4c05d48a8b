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

  it('finds a word in the plural, spaced out letter by letter, or split in two', () => {
    for (const text of [
      'cocaines available',
      'c o c a i n e available',
      'c.o.c.a.i.n.e available',
      'c-o-c-a-i-n-e available',
      'coc aine available',
      'coca.ine available',
    ])
      expect(prohibitedWordsIn(text), text).toContain('cocaine');
  });

  it('does not join ordinary words into a listed one', () => {
    for (const text of [
      'Hero Splendor, pistachio green, a b c d stickers on the tank',
      'Sofa set with table and four chairs, smoke free home, open to offers',
    ])
      expect(prohibitedWordsIn(text), text).toEqual([]);
  });

  it('uses the list it is given', () => {
    expect(prohibitedWordsIn('A lovely pistol', ['parrot'])).toEqual([]);
    expect(prohibitedWordsIn('Talking parrot for sale', ['parrot'])).toEqual(['parrot']);
  });
});

describe('harmless phrases that hold a listed word', () => {
  it('leaves tools, toys, sportswear and colours named after weapons or drugs alone', () => {
    for (const text of [
      'Bosch pistol grip drill, 500W',
      'Pistol-grip drill machine',
      'Fire arm sleeve for cricket, compression fit',
      'Arm sleeves, pack of 2',
      'Hot glue gun for sale',
      'Spray gun available, 600 ml',
      'Massage gun for sale',
      'Nerf guns for kids',
      'Water guns for Holi',
      'Water pistol for kids',
      'Gun metal grey alloy wheels',
      'Ivory colour silk saree',
      'YSL Black Opium perfume 90 ml',
      'Note counting machine with counterfeit detection',
      'Ivory saree, off-white ivory kurta set',
      'Ivory Honda City, 2019',
      'Rifle green Royal Enfield Classic',
      'Pistol pichkari for Holi, toy pistol and cap gun',
      'Pistol shrimp for the aquarium',
      'Ammunition box storage, steel',
      'Opium poppy seeds (khus khus), 1 kg',
      'खिलौना बंदूक बच्चों के लिए',
      'पानी की बंदूक होली के लिए',
      'हाथी दांत रंग की साड़ी',
      'गेहूं का कट्टा 50 किलो, सीमेंट के कट्टे',
    ])
      expect(prohibitedWordsIn(text), text).toEqual([]);
  });

  it('still finds the word used as a weapon, outside the phrase or joined up', () => {
    expect(prohibitedWordsIn('Pistol for sale')).toEqual(['pistol']);
    expect(prohibitedWordsIn('Country made pistol')).toEqual(['pistol']);
    expect(prohibitedWordsIn('Firearm with licence')).toEqual(['firearm']);
    expect(prohibitedWordsIn('Fire arm with licence')).toEqual(['firearm']);
    expect(prohibitedWordsIn('Firearm sleeve')).toEqual(['firearm']);
    expect(prohibitedWordsIn('Pistol grip drill, and a pistol for sale')).toEqual(['pistol']);
    expect(prohibitedWordsIn('Glue guns, and real guns')).toEqual(['real gun', 'guns']);
    expect(prohibitedWordsIn('Ivory figurine, ivory colour box')).toEqual(['ivory figurine']);
    expect(prohibitedWordsIn('Elephant tusk, carved')).toEqual(['elephant tusk']);
    expect(prohibitedWordsIn('देसी कट्टा मिलेगा')).toEqual(['कट्टा']);
    expect(prohibitedWordsIn('असली हाथी दांत की मूर्ति')).toEqual(['हाथी दांत']);
    for (const [text, word] of [
      ['कोकेन मिलेगा', 'कोकेन'],
      ['पिस्टल बिकाऊ है', 'पिस्टल'],
      ['हेरोईन', 'हेरोईन'],
      ['nakli note available', 'nakli note'],
      ['Double barrel gun', 'double barrel gun'],
    ] as const)
      expect(prohibitedWordsIn(text), text).toEqual([word]);
    // A virama ending the word changes nothing a reader sees.
    expect(prohibitedWordsIn('चरस् और पिस्तौल्')).toEqual(['चरस', 'पिस्तौल']);
  });

  it('uses the phrases it is given', () => {
    expect(prohibitedWordsIn('Pistol grip drill', ['pistol'], [])).toEqual(['pistol']);
  });
});
