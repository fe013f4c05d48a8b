import { any, words } from './vocabulary.ts';

/** Words about who the writer is, and about leaving Bazaar: chat apps, numbers, links. */

export const MILITARY = words(
  'army|armi|military|militry|crpf|cisf|bsf|itbp|ssb|air ?force|navy|jawan|fauji|fauj|defen[cs]e|cantonment|cantt|paramilitary|para military|soldier|officer|major|colonel|subedar|captain|havildar|assam rifles|csd|canteen card|naval|ex-?serviceman|orderly|cadet|military police|naik|paymaster|regiment|jai hind|movement order|signals|sepoy|lance',
  'सेना|आर्मी|फौज|फौजी|जवान|सीआरपीएफ|बीएसएफ|मिलिट्री|एयरफोर्स|एयर फोर्स|छावनी|कैंट|अफसर|सैनिक|कैप्टन|नेवी|नेवल|हवलदार|नायक|पेमास्टर|जय हिंद|मूवमेंट ऑर्डर|सूबेदार|असम राइफल्स|आईटीबीपी|डिफेंस|सीएसडी|कैडेट',
);

export const RELOCATION = words(
  "transfer[a-z]*|tran?sfer|posting|posted|relocat[a-z]*|shift(?:ing|ed)?|camp|duty|deploy[a-z]*|can'?t come|cannot come|not able to come|nahi aa (?:sakta|sakti|paunga|payenge)|courier|gate ?pass|id card|unit|border|parcel|ship|movement|regiment|driver|truck|mess",
  'ट्रांसफर|तबादला|पोस्टिंग|तैनात|कैंप|ड्यूटी|कूरियर|नहीं आ सकता|आईडी कार्ड|बॉर्डर|यूनिट|पार्सल|डिपो|बेस|मेस',
);

/** Someone else's service, or service long over: a father who retired from the army. */
export const MILITARY_NOT_NOW = words(
  'retired|retire|ex-?army|ex-?serviceman|father|papa|dad|uncle|brother|bhai sahab|mama|chacha|was in|served|former|used to',
  'रिटायर|पिता|पापा|चाचा|मामा|भाई साहब|थे',
);

export const CHAT_APP = words(
  'whats ?app?|wh?atts?app?|whtsapp|watsap|whatsaap|wa\\.me|w/a|telegram|tele gram|signal(?: app)?|imo|insta(?:gram)?|dm|@[a-z_][a-z0-9_]{3,}',
  'व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|वाट्सएप|वॉट्सएप|व्हाट्सअप|वाट्सऐप|व्हाट्सप|टेलीग्राम|टेलिग्राम',
);

export const NOT_ON_CHAT_APP = any(
  `(?:no|not on|don'?t (?:use|have)|do not (?:use|have)) (?:any )?(?:whatsapp|telegram)|(?:whatsapp|telegram) (?:nahi|nahin) (?:hai|chalata|use)|(?:व्हाट्सएप|व्हाट्सऐप) नहीं`,
);

export const PHONE_NUMBER = /(?<!\d)(?:\+?91[\s-]?|0)?[6-9](?:[\s-]?\d){9}(?!\d)/u;

/** Asks for the other side's number, or gives one spelled out in words. */
export const NUMBER_ASK = any(
  words(
    '(?:share|give|send|bhejo|do|de do|dedo)(?: me)? (?:your |apna |aapka )?(?:mobile |phone |whatsapp |watsapp )?number|(?:apna|your|aapka) (?:mobile |phone |whatsapp |watsapp )?(?:number|no) (?:do|de do|dedo|bhejo|share|send|please)|number do|number de do|ur (?:no|number)|your no|number bhejo|mobile number bhejo',
  ),
  words(
    '(?:nine|eight|seven|six|nau|aath|saat|chhe|che)(?:[ ,]+(?:zero|one|two|three|four|five|six|seven|eight|nine|shunya|ek|do|teen|chaar|paanch|chhe|saat|aath|nau)){5,}',
  ),
  'नंबर दो|नंबर दे दो|नंबर भेजो|अपना नंबर',
);

export const CONTACT_ME = words(
  'call|ring|phone|contact|message|msg|sms|text me|ping|baat|number|no\\.?|mob(?:ile)?',
  'कॉल|फोन|फ़ोन|संपर्क|नंबर|मैसेज|बात',
);

/** A meeting already fixed: a number shared for finding each other is ordinary. */
export const MEETING = any(
  `(?<![a-z])(?:reach(?:ed|ing)?|arriv[a-z]*|station|metro|gate|landmark|parking|near|opposite|on the way|pahunch[a-z]*|aa jao|aake|aa ke|aakar|aane (?:se|par|pe)|nikal[a-z]*)(?![a-z])`,
  `(?<![a-z])(?:tomorrow|today|tonight|kal|aaj|saturday|sunday|monday|tuesday|wednesday|thursday|friday|evening|morning|shaam|subah|meeting|meet|milna|milte|fix|coming|come|aana|aaoge|aaiye|location)(?![a-z])`,
  `\\d{1,2}(?::\\d{2})? ?(?:am|pm|baje)`,
  `पहुंच|पहुँच|आ जाओ|आकर|आने से|स्टेशन|गेट|मेट्रो|कल|आज|शाम|सुबह|बजे|रास्ते में`,
);

export const OUTSIDE = any(
  `(?<![a-z])(?:outside|bahar|off) (?:the |this |of )?(?:app|bazaar|platform|site|website|olx)`,
  `(?:deal|payment|pay|baat|chat|talk)(?: [a-z]+)? (?:outside|directly|bahar)(?! the (?:shop|station|gate|metro|mall|house|building))`,
  `(?:this |the |ye |yeh |is )?(?:app|site|chat)(?: [a-z]+){0,2} (?:is not safe|not safe|is unsafe|not working|has (?:issues|problems)|slow hai|kaam nahi|safe nahi)`,
  `(?:yaha|yahan|idhar) (?:baat|chat|reply) (?:nahi|mat|nhi)`,
  `(?:बाहर|सीधे) (?:डील|पेमेंट|बात)|(?:ऐप|चैट) (?:सुरक्षित नहीं|काम नहीं)|यहां बात नहीं|यहाँ बात नहीं|बाहर करते|डील मत`,
);

/** "Let's keep talking here": staying on Bazaar. */
export const STAY_HERE = any(
  words(
    'keep (?:talking|chatting|it) here|talk here|chat here|here on bazaar|on this chat|yahi(?:n)? baat|yahan hi|yahi pe|tab tak yahi|till then',
  ),
  'यहीं बात|यहीं पर|यहीं चैट',
);

/** A web address, with or without the scheme: its host is the first group. */
export const LINK =
  /(?:https?:\/\/|www\.)([a-z0-9.-]+)|(?<![a-z0-9@.-])((?:[a-z0-9-]+\.)+(?:com|in|co|net|org|xyz|top|site|online|info|link|app|me|ly|gl|io|cc|tk|ml|ga|cf|live|shop|store|pay|help|support|care|gle|page|click|biz|club|buzz|tech|vip)(?:\.in)?)(?![a-z0-9-])/u;

/** Names a look-alike host borrows: the marketplaces, banks and payment apps people trust. */
export const TRUSTED_NAME =
  /baz+a+r|olx|0lx|quikr|sbi|hdfc|icici|axis|kotak|paytm|phonepe|phonpe|gpay|googlepay|google-pay|upi|bhim|npci|amazon|flipkart|bank|rbi|indiapost|bluedart|delhivery|dtdc/u;

/** Those names' own hosts. */
export const OFFICIAL_HOSTS = new Set([
  'olx.in',
  'www.olx.in',
  'quikr.com',
  'sbi.co.in',
  'onlinesbi.sbi',
  'hdfcbank.com',
  'icicibank.com',
  'axisbank.com',
  'kotak.com',
  'paytm.com',
  'phonepe.com',
  'pay.google.com',
  'npci.org.in',
  'bhimupi.org.in',
  'amazon.in',
  'flipkart.com',
  'rbi.org.in',
  'indiapost.gov.in',
  'bluedart.com',
  'delhivery.com',
  'dtdc.in',
]);

export const SHORTENER =
  /(?<![a-z0-9-])(?:bit\.ly|shrt\.in|forms\.gle|tinyurl\.com|goo\.gl|cutt\.ly|rb\.gy|t\.ly|is\.gd|ow\.ly|shorturl\.at|tiny\.cc|s\.id|rebrand\.ly)(?![a-z])/u;

/** What a link is meant to make someone do: confirm an order, verify, pay, claim. */
export const LINK_ACTION = words(
  'click|tap|open|visit|fill|confirm|verify|verification|kyc|claim|update|login|log in|pay|payment|order|receive|link pe|link par|link me',
  'क्लिक|लिंक|खोल|भरें|कन्फर्म|वेरिफाई|केवाईसी',
);
