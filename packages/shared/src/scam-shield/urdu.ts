/**
 * Urdu in Latin letters, as Urdu and Hinglish are typed: "بھیج دیں" reads "bhej den", "ٹرانسپورٹ"
 * "transport", "آرمی" "armi". Sanscript has no reading of Urdu's script, so this is a letter table:
 * short vowels are not written in Urdu, so ی and و stand for e/i and o/u, and a word's last ی or ہ
 * for its final vowel. Rough, but it lets an Urdu message meet the loanwords and the Hinglish words
 * the shield reads (ur-arab read worst of all scripts, 29 % of its scams warned out of fold,
 * against 85 % for Urdu typed in Latin letters).
 */
const LETTERS: Record<string, string> = {
  ا: 'a',
  آ: 'a',
  أ: 'a',
  إ: 'i',
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ث: 's',
  ج: 'j',
  چ: 'ch',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ر: 'r',
  ڑ: 'r',
  ز: 'z',
  ژ: 'zh',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'k',
  ک: 'k',
  ك: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
  و: 'o',
  ؤ: 'o',
  ہ: 'h',
  ه: 'h',
  ھ: 'h',
  ۃ: 'a',
  ء: '',
  ئ: '',
  ی: 'e',
  ي: 'e',
  ى: 'e',
  ے: 'e',
  ۓ: 'e',
};
/** Urdu's digits and punctuation, as the rest of the shield writes them. */
const MARKS: Record<string, string> = { '،': ',', '۔': '.', '؟': '?', '٪': '%', '؛': ';' };
const DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** Short-vowel signs and other marks above and below the letters: not read. */
const SIGNS = /[\u064b-\u065f\u0670\u06d6-\u06ed]/g;

/** A word in Urdu's script, romanised. */
export function romaniseUrdu(word: string): string {
  const letters = word.replace(SIGNS, '');
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i]!;
    const last = i === letters.length - 1;
    // A first و is a consonant ("وقت", "vakt"); a last ی or ہ after a consonant is the final vowel.
    if (c === 'و' && i === 0) out += 'v';
    else if ((c === 'ی' || c === 'ي') && last && i > 0) out += 'i';
    else if ((c === 'ہ' || c === 'ه') && last && i > 0) out += 'a';
    else out += LETTERS[c] ?? MARKS[c] ?? c;
  }
  return out;
}

export const URDU_CHARACTER = /[\u0600-\u06ff]/;
/** A run of Urdu's letters and signs (and its joiners), or one of its digits or marks. */
export const URDU_WORD = /(?:[\u0621-\u065f\u0670-\u06d3]|\u200c|\u200d)+|[\u060c\u061b\u061f\u066a\u06d4]/g;
export const urduDigits = (text: string) =>
  text.replace(DIGIT, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));
