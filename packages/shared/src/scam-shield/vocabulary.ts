/**
 * The words the rules are built from, in English, Hindi in Latin letters and Hindi in Devanagari.
 * Latin entries are regular-expression sources matched as whole words (a Latin letter may not touch
 * either end); Devanagari entries are matched as written (JavaScript's \b does not know Devanagari).
 */
export interface Words {
  latin: string[];
  deva?: string[];
}

export function words({ latin, deva = [] }: Words): string {
  const parts = [`(?<![a-z])(?:${latin.join('|')})(?![a-z])`];
  if (deva.length) parts.push(`(?:${deva.join('|')})`);
  return `(?:${parts.join('|')})`;
}

/** a … b or b … a with at most `gap` characters between them. */
export function near(a: string, b: string, gap: number): RegExp {
  return new RegExp(`${a}[^]{0,${gap}}?${b}|${b}[^]{0,${gap}}?${a}`, 'u');
}

export const ASK = words({
  latin: [
    'send',
    'share',
    'tell',
    'give',
    'forward',
    'read (?:it )?(?:out|to me)',
    'type',
    'enter',
    'provide',
    'bhej[a-z]*',
    'bata[a-z]*',
    'bol(?:o|do|iye|na)',
    'de ?do',
    'dijiye',
    'dena',
    'likh(?:o|do|iye)',
    'da+l(?:o|do|iye|na|ke)',
    'put',
    'confirm',
    'need',
    'chahiye',
    "what(?:'s| is)",
  ],
  deva: ['चाहिए', 'भेज', 'बता', 'बोल', 'दे दो', 'दीजिए', 'दीजिये', 'डाल', 'लिख', 'शेयर', 'दर्ज'],
});

export const OTP = words({
  latin: [
    'otp',
    'o t p',
    'one time password',
    'verification code',
    '(?:4|6|four|six) digit code',
    'code (?:aaya|aya|aayega|ayega|came|received|jo aaya)',
    'sms (?:code|wala code)',
  ],
  deva: ['ओटीपी', 'ओ टी पी', 'कोड आया', 'कोड आएगा', 'वेरिफिकेशन कोड'],
});

export const PIN = words({
  latin: [
    '(?:upi|atm|card|bank|gpay|phonepe|paytm|secret|debit card|4 digit|6 digit) ?pin',
    'm-?pin',
    'pin (?:number|no|daal[a-z]*|dal[a-z]*|enter|bata[a-z]*|dab[a-z]*|likh[a-z]*|type)',
    '(?:enter|put|type|daal[a-z]*) (?:your |apna |the )?pin',
  ],
  deva: ['पिन'],
});

export const CARD = words({
  latin: [
    'cvv',
    'cvc',
    'card (?:number|no|details|ke peeche|ke piche)',
    'expiry date',
    'net ?banking (?:password|login|id)',
  ],
  deva: ['सीवीवी', 'कार्ड नंबर', 'कार्ड के पीछे', 'कार्ड की डिटेल', 'नेट बैंकिंग पासवर्ड'],
});

export const NEGATED_SHARING = new RegExp(
  [
    `(?<![a-z])(?:never|don'?t|do not|dont|won'?t|will not|not|no need to|no one will) (?:ever )?(?:ask|share|give|send|tell|need)`,
    `(?:otp|pin|cvv)(?: [a-z]+){0,3} (?:mat|nahi|na|kabhi nahi) (?:bata|bhej|share|de|dena|do)`,
    `(?:kisi ko|kisiko) (?:bhi )?(?:otp|pin|cvv)? ?(?:mat|nahi|na)`,
    `(?<![\\p{L}\\p{M}])(?:न|मत|नहीं|ना) (?:बताएं|बताना|बताओ|बताएँ|भेजें|भेजना|दें|देना|शेयर)`,
  ].join('|'),
  'u',
);

export const REQUEST = words({
  latin: ['request', 'requst', 'reqest', 'collect'],
  deva: ['रिक्वेस्ट', 'रिकवेस्ट', 'अनुरोध'],
});

export const MONEY_APP = words({
  latin: [
    'upi',
    'gpay',
    'g pay',
    'google pay',
    'phone ?pe',
    'paytm',
    'bhim',
    'payment',
    'money',
    'paise?',
    'paisa',
    'pese',
    'amount',
    'rs\\.?',
    'rupees?',
    'accept',
    'approve',
  ],
  deva: [
    'पैसे',
    'पैसा',
    'पेमेंट',
    'भुगतान',
    'यूपीआई',
    'गूगल पे',
    'फोनपे',
    'फ़ोनपे',
    'पेटीएम',
    'रुपये',
    'स्वीकार',
    'एक्सेप्ट',
    'अप्रूव',
  ],
});

export const QR = words({
  latin: ['qr', 'q r', 'qr ?code', 'bar ?code', 'scanner'],
  deva: ['क्यूआर', 'क्यू आर', 'कयूआर', 'स्कैनर', 'बारकोड'],
});

export const SCAN = words({ latin: ['scan[a-z]*', 'skan[a-z]*'], deva: ['स्कैन'] });

export const RECEIVE = words({
  latin: [
    'receiv[a-z]*',
    'reciev[a-z]*',
    'get (?:the |your )?(?:money|payment|amount|paid|rs|cash)',
    'credit(?:ed)?',
    'aa ?jaye?(?:ga|gi|nge)',
    'aa ?jaega',
    'aa?yega',
    'aaega',
    'mil(?:ega|egi|enge|e ?ga)',
    'mil ja(?:ye|e)(?:ga|gi|nge)',
    'into your account',
    'in your account',
    'account me',
  ],
  deva: [
    'प्राप्त',
    'आ जाएगा',
    'आ जायेगा',
    'आ जाएंगे',
    'आएगा',
    'मिलेगा',
    'मिलेंगे',
    'मिल जाएगा',
    'मिल जाएंगे',
    'क्रेडिट',
    'खाते में',
  ],
});

export const FEE_STRONG = words({
  latin: [
    'advance',
    'adv',
    'token',
    'booking (?:amount|money|charge|fee)',
    'courier',
    'curier',
    'couriour',
    'gate ?pass',
    'dispatch (?:charge|fee)',
    'packing (?:charge|fee)',
  ],
  deva: ['एडवांस', 'अग्रिम', 'टोकन', 'कूरियर', 'कुरियर', 'बुकिंग अमाउंट', 'गेट पास'],
});

export const FEE_WEAK = words({
  latin: [
    'delivery',
    'shipping',
    'transport',
    'parcel',
    'gst',
    'registration',
    'insurance',
    'processing',
    'booking',
  ],
  deva: ['डिलीवरी', 'ट्रांसपोर्ट', 'पार्सल', 'रजिस्ट्रेशन', 'बुकिंग', 'बीमा'],
});

export const CHARGE = words({
  latin: [
    'charges?',
    'fees?',
    'amount',
    'money',
    'paise?',
    'paisa',
    'payment',
    'rs\\.?',
    'rupees?',
    'inr',
    '\\d{3,6}',
  ],
  deva: ['चार्ज', 'फीस', 'शुल्क', 'पैसे', 'रुपये', 'राशि', 'पेमेंट', '₹'],
});

export const PAY = words({
  latin: [
    'pay(?:ing)?',
    'paid',
    'send(?:ing)?',
    'transfer(?:ring)?',
    'deposit(?:ing)?',
    'bhej[a-z]*',
    'jama',
    'de ?do',
    'dijiye',
    'dena (?:hoga|padega|hai)',
    'kar ?do',
    'karo',
    'kijiye',
    'karna (?:hoga|padega)',
    'lagega',
    'lagenge',
  ],
  deva: [
    'भेज',
    'जमा',
    'दे दो',
    'दीजिए',
    'देना होगा',
    'देना पड़ेगा',
    'कर दो',
    'करो',
    'कीजिए',
    'लगेगा',
    'लगेंगे',
    'पे कर',
  ],
});

/** Paying once the buyer has seen the thing: what honest buyers and sellers say. */
export const IN_PERSON = new RegExp(
  [
    `(?<![a-z])(?:after|when|once|jab) (?:i |you |we |u )?(?:see|seen|check|inspect|meet|come|visit|test|reach|arrive)`,
    `in person|face to face|cash on delivery|on delivery|on the spot|at the time of (?:delivery|meeting|pickup)`,
    `after (?:seeing|checking|inspection|inspecting|the inspection|test ride|test drive|the test|meeting|delivery)`,
    `(?:milne|dekhne|check karne|aane|pahunchne)(?: ke)? (?:baad|par|pe)|dekh ?kar|dekh ke|aakar|aa kar|haath me`,
    `मिलने (?:के बाद|पर)|देखने (?:के बाद|पर)|देखकर|देख कर|आकर|हाथ में|जांच के बाद|चेक करने के बाद`,
  ].join('|'),
  'u',
);

export const PAY_FIRST = new RegExp(
  [
    `(?<![a-z])(?:pay|send|transfer) (?:the )?(?:money |amount |payment |full amount |full payment )?first`,
    `first (?:pay|send|transfer|payment|make the payment)`,
    `full payment (?:first|before|in advance)`,
    `before (?:delivery|dispatch|seeing|you see|we meet|meeting|i send|sending)`,
    `pehle (?:payment|paise|pay|advance|amount|paisa|poora|pura|token)`,
    `(?:payment|paise|paisa|amount) pehle`,
    `पहले (?:पैसे|पेमेंट|भुगतान|एडवांस|पूरा)`,
    `(?:पैसे|पेमेंट|भुगतान) पहले`,
  ].join('|'),
  'u',
);

export const MILITARY = words({
  latin: [
    'army',
    'armi',
    'military',
    'militry',
    'crpf',
    'cisf',
    'bsf',
    'itbp',
    'ssb',
    'air ?force',
    'navy',
    'jawan',
    'fauji',
    'fauj',
    'defen[cs]e',
    'cantonment',
    'cantt',
    'paramilitary',
    'para military',
  ],
  deva: ['सेना', 'आर्मी', 'फौज', 'जवान', 'सीआरपीएफ', 'बीएसएफ', 'मिलिट्री', 'मिलिट्री', 'एयरफोर्स', 'छावनी', 'कैंट'],
});

export const RELOCATION = words({
  latin: [
    'transfer[a-z]*',
    'tran?sfer',
    'posting',
    'posted',
    'relocat[a-z]*',
    'shift(?:ing|ed)?',
    'camp',
    'duty',
    'deploy[a-z]*',
    "can'?t come",
    'cannot come',
    'not able to come',
    'nahi aa (?:sakta|sakti|paunga|paunga|payenge)',
    'courier',
    'gate ?pass',
    'id card',
    'unit',
    'border',
  ],
  deva: ['ट्रांसफर', 'तबादला', 'पोस्टिंग', 'कैंप', 'ड्यूटी', 'कूरियर', 'नहीं आ सकता', 'आईडी कार्ड', 'बॉर्डर', 'यूनिट'],
});

export const CHAT_APP = words({
  latin: [
    'whats ?app?',
    'wh?atts?app?',
    'whtsapp',
    'watsap',
    'whatsaap',
    'wa\\.me',
    'w/a',
    'telegram',
    'tele gram',
    'signal app',
    'imo',
  ],
  deva: [
    'व्हाट्सएप',
    'व्हाट्सऐप',
    'वॉट्सऐप',
    'वाट्सएप',
    'वॉट्सएप',
    'व्हाट्सअप',
    'वाट्सऐप',
    'व्हाट्सप',
    'टेलीग्राम',
    'टेलिग्राम',
  ],
});

export const NOT_ON_CHAT_APP = new RegExp(
  `(?:no|not on|don'?t (?:use|have)|do not (?:use|have)) (?:any )?(?:whatsapp|telegram)|(?:whatsapp|telegram) (?:nahi|nahin) (?:hai|chalata|use)|(?:व्हाट्सएप|व्हाट्सऐप) नहीं`,
  'u',
);

export const PHONE_NUMBER = /(?<!\d)(?:\+?91[\s-]?|0)?[6-9](?:[\s-]?\d){9}(?!\d)/u;

export const CONTACT_ME = words({
  latin: [
    'call',
    'ring',
    'phone',
    'contact',
    'message',
    'msg',
    'sms',
    'text me',
    'ping',
    'baat',
    'number',
    'no\\.?',
    'mob(?:ile)?',
  ],
  deva: ['कॉल', 'फोन', 'फ़ोन', 'संपर्क', 'नंबर', 'मैसेज', 'बात'],
});

/** A meeting already fixed: a number shared for finding each other is ordinary. */
export const MEETING = new RegExp(
  [
    `(?<![a-z])(?:reach(?:ed|ing)?|arriv[a-z]*|station|metro|gate|landmark|outside|parking|near|opposite|on the way|pahunch[a-z]*|aa jao|aake|aa ke|aakar|aane (?:se|par|pe)|nikal[a-z]*)(?![a-z])`,
    `(?<![a-z])(?:tomorrow|today|tonight|kal|aaj|saturday|sunday|monday|tuesday|wednesday|thursday|friday|evening|morning|shaam|subah)(?![a-z])`,
    `\\d{1,2}(?::\\d{2})? ?(?:am|pm|baje)`,
    `पहुंच|पहुँच|आ जाओ|आकर|आने से|स्टेशन|गेट|मेट्रो|कल|आज|शाम|सुबह|बजे|रास्ते में`,
  ].join('|'),
  'u',
);

export const OUTSIDE = new RegExp(
  [
    `(?<![a-z])(?:outside|bahar|off) (?:the |this |of )?(?:app|bazaar|platform|site|website|olx)`,
    `(?:deal|payment|pay|baat|chat|talk)(?: [a-z]+)? (?:outside|directly|bahar)(?! the (?:shop|station|gate|metro|mall|house|building))`,
    `(?:this |the |ye |yeh |is )?(?:app|site|chat)(?: [a-z]+){0,2} (?:is not safe|not safe|is unsafe|not working|has (?:issues|problems)|slow hai|kaam nahi|safe nahi)`,
    `(?:yaha|yahan|idhar) (?:baat|chat|reply) (?:nahi|mat|nhi)`,
    `(?:बाहर|सीधे) (?:डील|पेमेंट|बात)|(?:ऐप|चैट) (?:सुरक्षित नहीं|काम नहीं)|यहां बात नहीं|यहाँ बात नहीं`,
  ].join('|'),
  'u',
);
