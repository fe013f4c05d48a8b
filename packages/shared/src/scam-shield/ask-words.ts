import { any, words } from './vocabulary.ts';

/**
 * The shape of a trick rather than its topic: hurry, a small payment "to verify" before the real
 * one, an app to install, a number half hidden, a mistake to be made good. Each reads the same
 * whatever is being sold, and in whichever language the loanwords come.
 */

/** Hurry: a deadline, "right now", "or I give it to someone else". */
export const PRESSURE = any(
  words(
    'urgent[a-z]*|urjent|asap|immediately|right now|right away|turant|jaldi|abhi ke abhi|fast|quick(?:ly)?|hurry|within (?:\\d+|ten|five|two) (?:min[a-z]*|hours?|ghante)|\\d+ (?:min[a-z]*|minute) (?:me|mein|main|in)|last chance|otherwise|warna|nahi to|nahin to|varna|expire[a-z]*|cancel ho|other buyers?|dusre buyer|today only|aaj hi',
    'तुरंत|जल्दी|अभी के अभी|वरना|नहीं तो|आज ही|मिनट में|कैंसल',
  ),
);

/** A token sum "to verify" or "to check the account": the first step of a two-step ask. */
export const SMALL_VERIFY = any(
  words(
    '(?:re|rs|₹|rupee|rupees?)\\.? ?(?:1|2|5|10)(?![\\d,])|(?:1|2|5|10|one|ek|das) (?:re|rs|rupee|rupees|rupaye|rupaya)(?![a-z])|verif[a-z]*|verify karne|confirm karne|check karne ke liye|test (?:payment|transaction)|testing ke liye',
    'सत्यापन|वेरिफ|वेरीफाई|(?:एक|दस|1|10) (?:रुपये|रुपया)',
  ),
);

/** "First this, then that": a sequence of two asks in one message. */
export const TWO_STEP = any(
  words(
    '(?:first|pehle|pahle|pehla)(?: [a-z0-9₹,]+){1,12} (?:then|after that|phir|fir|uske baad|iske baad|baad me|baad mein)',
  ),
  '(?:पहले|पहला)[^।]{1,60}(?:फिर|उसके बाद|इसके बाद|बाद में)',
);

/** An app to install, or a file to open: "download this apk", "install the support app". */
export const INSTALL = any(
  words(
    'install[a-z]*|download[a-z]*|apk|play ?store|app store|app (?:daal|dal|le|khol)[a-z]*|(?:open|khol)[a-z]* (?:the |this )?(?:app|file|apk)',
    'इंस्टॉल|इंस्टाल|डाउनलोड|एपीके|ऐप डाल',
  ),
);

/** A number or an account half hidden, as notices of payment show them: "XXXXXX4821", "98****12". */
export const MASKED = /(?<![a-z\d])(?:[x*•]{3,}\d{2,}|\d{1,6}[x*•]{3,}\d*)(?![a-z])/u;

/** No hurry at all: "whenever convenient", "no rush". Honest people say it of a small refund. */
export const NO_HURRY = any(
  words(
    "no rush|no hurry|whenever (?:convenient|you can|free|possible)|when(?:ever)? (?:you are |you're )?free|jab time mile|jab fursat|koi jaldi nahi|aaram se",
    'कोई जल्दी नहीं|आराम से|जब समय मिले',
  ),
);

/** Money said to have gone wrong and to be put right: "by mistake", "wrong amount", "sent extra". */
export const MISTAKE = any(
  words(
    'by mistake|mistake se|galti se|galati se|wrong(?:ly)? (?:sent|transfer[a-z]*|amount)|sent (?:extra|more)|extra (?:sent|aa gaye|chale gaye|transfer)|zyada (?:aa|chale|bhej)[a-z]*|jyada (?:aa|chale|bhej)[a-z]*',
    'गलती से|ग़लती से|ज़्यादा (?:आ|चले|भेज)|ज्यादा (?:आ|चले|भेज)',
  ),
);

/** A phone number with digits hidden, as a number is half written to slip past a filter: "98xxxx4521", "96xx xx 4410". */
export const MASKED_PHONE =
  /(?<![a-z\d])[6-9]\d{0,4}(?:[ -]?\d{0,3}[x*]{1,8}\d{0,3}){1,3}[ -]?\d{1,5}(?![a-z\d])/u;
