/**
 * The words the shield's features are built from, in English, Hindi in Latin letters and Hindi in
 * Devanagari. Latin alternatives are regular-expression sources matched as whole words (a Latin
 * letter may not touch either end); Devanagari ones are matched as written (JavaScript's \b does not
 * know Devanagari). Each list is one string of alternatives separated by "|".
 */
export function words(latin: string, deva = ''): string {
  const parts = [`(?<![a-z])(?:${latin})(?![a-z])`];
  if (deva) parts.push(`(?:${deva})`);
  return `(?:${parts.join('|')})`;
}

/** a … b or b … a with at most `gap` characters between them. */
export function near(a: string, b: string, gap: number): RegExp {
  return new RegExp(`(?:${a})[^]{0,${gap}}?(?:${b})|(?:${b})[^]{0,${gap}}?(?:${a})`, 'u');
}

/** Regular expression of alternatives, Unicode-aware. */
export const any = (...sources: string[]) => new RegExp(sources.join('|'), 'u');

export const ASK = words(
  "send|share|tell|give|forward|read(?: it| me)?(?: out| to me)?|type|enter|provide|required|maang[a-z]*|de ?do|bolo|bhej[a-z]*|bata[a-z]*|bol(?:o|do|iye|na)|de ?do|dijiye|dena|likh(?:o|do|iye)|da+l(?:o|do|iye|na|ke)|put|confirm|need|chahiye|what(?:'s| is)",
  'चाहिए|भेज|बता|बोल|दे दो|दीजिए|दीजिये|डाल|लिख|शेयर|दर्ज|फॉरवर्ड|मांग',
);

export const OTP = words(
  'otp|o t p|o\\.t\\.p|one time password|\\d digit aaya|jo (?:\\d )?digit|comes on your screen|code from (?:the )?(?:courier|bank|company|bazaar)|(?:message|sms) from (?:the |your )?bank|code (?:your |the )?(?:bank|courier|company)|(?:bank|courier) (?:wale|wala|walo)(?: [a-z]+){0,2} code|get a code|verification code|(?:4|6|four|six)[ -]digit (?:code|number|otp|pin)|code (?:[a-z]+ ){0,2}(?:aaya|aya|aayega|ayega|aayega|came|come|got|received|jo aaya|from (?:your |the )?(?:bank|message|sms|bazaar))|(?:bank|bazaar|paytm|sms|message|verification|delivery|courier|bz)(?: wala| ka| se)? code|code (?:starting|se start)|(?:jo|that|which) code',
  'ओटीपी|ओ टी पी|(?<!पिन ?)कोड|अंकों का',
);

export const PIN = words(
  '(?:upi|atm|card|bank|gpay|phonepe|paytm|secret|debit card|4 digit|6 digit) ?pin|m-?pin|pin (?:number|no|daal[a-z]*|dal[a-z]*|enter|bata[a-z]*|dab[a-z]*|likh[a-z]*|type)|(?:enter|put|type|daal[a-z]*) (?:your |apna |the )?pin',
  'पिन',
);

/** A postal PIN code or a map pin: an address, never a secret. */
export const ADDRESS_PIN = any(
  `pin ?code|pincode|location pin|pin (?:location|drop)|(?<!\\d)[1-9]\\d{5}(?!\\d)`,
  'पिन ?कोड|पिनकोड',
);

export const CARD = words(
  'cvv|cvc|card (?:number|no|details|ke peeche|ke piche|ki photo|photo)|(?:debit|credit|atm) card (?:ki |ka |of )?(?:photo|pic|image|number|details|expiry)|front and back of (?:your )?(?:debit |credit |atm )?card|aage peeche|last 4 digits|digits of your card|number on your (?:debit |credit |atm )?card|expiry(?: date)?|net ?banking (?:password|login|id)|password',
  'सीवीवी|कार्ड नंबर|कार्ड के पीछे|कार्ड की डिटेल|कार्ड की दोनों|एक्सपायरी|पासवर्ड|तीन नंबर',
);

/**
 * "Never share the OTP", "don't pay anything in advance": advice, not a request. "Tension mat lo"
 * is not among them: it reassures, and scammers say it most (REASSURE).
 */
export const NEGATED = any(
  `(?<![a-z])(?:never|don'?t|do not|dont|won'?t|will not|not|no need to|no one will|nobody will|should not|shouldn'?t) (?:ever )?(?:ask|share|give|send|tell|need|pay|transfer|accept|scan|click|enter|take|want|charge|keep)`,
  `(?<![a-z])(?<!(?:tension|chinta|fikar|fikr|pareshan) )(?:mat|kabhi nahi|kabhi mat|nahi|na) (?:bata|bhej|share|de|dena|do|karna|karo|kare|kijiye|daal|dal)`,
  `(?<![a-z])(?:mana kar|refuse|ignore|beware|be careful|saavdhan|savdhan)|kabhi(?: [a-z]+){0,3} (?:nahi|nahin|mat)|(?:share|bata|de|bhej)[a-z]* nahi (?:karunga|karta|dunga|deta)`,
  `(?<![a-z])(?:koi kaam nahi|zaroorat nahi|zarurat nahi|jarurat nahi|no need|nahi bhejta|nahi maangta|nahi mangta|never asks?|never sends?|does not send|doesn'?t send|mat kholna|don'?t open)`,
  `ज़रूरत नहीं|जरूरत नहीं|कोई काम नहीं|नहीं भेजता|नहीं मांगता|मत खोलना|मना|(?<![\\p{L}\\p{M}])(?:न|मत|नहीं|ना) (?:भेजो|भेजिए|दो|दीजिए|दें)|कभी(?: \\S+){0,3} (?:नहीं|मत)|(?:शेयर|बता|दे|भेज)\\S* नहीं (?:करूंगा|करता|दूंगा|देता)`,
  `(?:kisi ko|kisiko) (?:bhi )?(?:otp|pin|cvv)? ?(?:mat|nahi|na)`,
  `(?<![a-z])(?:nothing (?:to me |to pay )?in advance|no advance|advance (?:nahi|nahin|mat|nothing))`,
  `(?<![\\p{L}\\p{M}])(?:न|मत|नहीं|ना|कभी नहीं|कभी न) (?:बताएं|बताना|बताओ|बताएँ|भेजें|भेजना|दें|देना|शेयर|करें|करना|डालें)`,
);

export const REQUEST = words('request|requst|reqest|collect', 'रिक्वेस्ट|रिकवेस्ट|अनुरोध');

export const MONEY_APP = words(
  'upi|gpay|g pay|google pay|phone ?pe|paytm|bhim|payment|money|paise?|paisa|pese|amount|rs\\.?|rupees?|accept|approve',
  'पैसे|पैसा|पेमेंट|भुगतान|यूपीआई|गूगल पे|फोनपे|फ़ोनपे|पेटीएम|रुपये|स्वीकार|एक्सेप्ट|अप्रूव',
);

/** "Accept", "approve": what a collect request needs from the one who pays. */
export const APPROVE = words(
  'accept[a-z]*|approv[a-z]*|notification|debit likha|collect|haan kar do',
  'स्वीकार|एक्सेप्ट|अप्रूव|नोटिफिकेशन|हां कर दो',
);

/** Words of warning: honest people warn about fraud; scammers rarely use the word. */
export const WARNING = words(
  'fraud|scam[a-z]*|cheat[a-z]*|dhokha|thag[a-z]*|beware|careful|safe|safety|suraksh[a-z]*',
  'धोखा|फ्रॉड|ठग|सावधान|सुरक्षित',
);

export const QR = words('qr|q r|qr ?code|bar ?code|scanner', 'क्यूआर|क्यू आर|कयूआर|स्कैनर|बारकोड');
export const SCAN = words('scan[a-z]*|skan[a-z]*', 'स्कैन');

export const RECEIVE = words(
  'receiv[a-z]*|reciev[a-z]*|get (?:the |your )?(?:money|payment|amount|paid|rs|cash)|credit(?:ed)?|aa ?jaye?(?:ga|gi|nge)|aa ?jaega|aa?yega|aaega|mil(?:ega|egi|enge|e ?ga)|mil ja(?:ye|e)(?:ga|gi|nge)|lene ke liye|for receiving|only to receive|will reach you|reach your account|into your account|in your account|account me',
  'प्राप्त|रिसीव|लेने के लिए|आ जाएगा|आ जायेगा|आ जाएंगे|आएगा|मिलेगा|मिलेंगे|मिल जाएगा|मिल जाएंगे|क्रेडिट|खाते में',
);

/** Remote-control and screen-sharing apps: "install AnyDesk, I will guide you to receive". */
export const REMOTE_ACCESS = words(
  'any ?desk|team ?viewer|quick ?support|rust ?desk|airdroid|screen ?shar[a-z]*|share (?:your |apna |the )?screen|screen (?:dikha[a-z]*|on kar[a-z]*)|remote (?:app|access|control)',
  'एनीडेस्क|एनी डेस्क|टीमव्यूअर|क्विक ?सपोर्ट|स्क्रीन ?शेयर|स्क्रीन दिखा',
);

/**
 * A code or message that reached the other person's phone, asked for without the word OTP: "the
 * number in the SMS that just came", "the code Bazaar sent to your mobile".
 */
export const CODE_ARRIVED = any(
  words(
    '(?:code|sms|message|msg|number|digits?)(?: [a-z]+){0,4} (?:just |abhi )?(?:came|come|received|arrived|got|sent (?:to|on) (?:your|ur)|aaya|aya|gaya|aayega|ayega|bheja)|(?:you|u) (?:will )?(?:get|got|receive|received) (?:a |an |one )?(?:code|sms|message|msg|number)|(?:read|tell|forward|paste|share)(?: [a-z]+){0,3} (?:code|sms|message|msg|digits)',
  ),
  '(?:कोड|मैसेज|एसएमएस|नंबर|अंक)[^।]{0,25}(?:आया|आएगा|गया|भेजा)',
);

/** "Don't worry", "100% safe", "trust me": what a scammer says to hurry past a doubt. */
export const REASSURE = words(
  "tension mat|tension na|chinta mat|chinta na|fikar mat|fikr mat|don'?t worry|no worries|no tension|(?:100|hundred) ?% (?:safe|genuine|secure)|trust me|bharosa (?:rakh|karo|kijiye)|genuine (?:hu|hoon|hai|person|seller|buyer)",
  'चिंता मत|चिंता न|टेंशन मत|टेंशन न|फिक्र मत|भरोसा रख|भरोसा करो|भरोसा कीजिए|बिल्कुल सुरक्षित',
);
