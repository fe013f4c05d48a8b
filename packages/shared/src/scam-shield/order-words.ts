import { any, words } from './vocabulary.ts';

/**
 * The order of a deal and who is asked to act: payment made the key to seeing the item, a small
 * fee first and the rest later, money paid to someone who is not the seller, a reason to leave the
 * chat, an action "to receive" money. World-4 to world-9's writers each named the fee, the app or
 * the code differently; the order and the direction of the ask stayed the same.
 */

/** Payment as the condition for seeing or getting the item: "only then the key", "once paid you can come". */
export const PAY_UNLOCKS = any(
  words(
    'only then|only after (?:payment|paying|you pay)|(?:once|after|when|jab|as soon as) (?:you |u |aap )?(?:pay|paid|payment|transfer|send|bhej|jama)[a-z]*(?:,| i| we| you| the| then| tab| hi)|before (?:showing|viewing|the viewing|the visit|visit|test drive|handing|giving the key|i show|showing you)|(?:payment|paise|pay|token|fee|charge|amount)(?: [a-z]+){0,2} (?:ke baad|milne ke baad|aane ke baad|aate hi|hote hi)(?: hi)? (?:dikha|key|chabi|chaabi|bhej|dispatch|courier|aana|visit|gate|entry)|to (?:initiate|start|release|process|activate|unlock)(?: the)? (?:dispatch|delivery|shipment|process|order|booking|payment)?|pay[a-z]* karne (?:ke baad|par) hi',
  ),
  'तभी|भुगतान के बाद ही|पैसे (?:आने|मिलने) के बाद ही|पेमेंट के बाद ही|दिखाने से पहले|देखने से पहले',
);

/** The rest to be paid later: a first small sum now is the trick's usual shape ("balance on delivery"). */
export const BALANCE_LATER = any(
  words(
    '(?:balance|rest|remaining|baaki|baki|bakaya|the other|full amount|full payment|rest of the)(?: [a-z₹\\d,.]+){0,10} (?:after|on|at|when|jab|baad|later|tab)',
  ),
  '(?:बाकी|बाक़ी|शेष)[^।]{0,40}(?:बाद|पर|जब|डिलीवरी)',
);

/** Someone other than the seller is to be paid: an agent, the transporter, the society office. */
export const THIRD_PARTY = any(
  words(
    "agent|transporter|transport (?:guy|wala|wale|company)|driver(?:'s)?|packers?|movers?|society(?: office)?|parking|warden|caretaker|broker|manager|office|company|courier (?:partner|boy|company|wala)|tempo|godown|dealer network|portal|rto|department|landlord|owner(?:'s)?",
  ),
  'एजेंट|ट्रांसपोर्टर|ड्राइवर|सोसाइटी|पार्किंग|दलाल|मैनेजर|ऑफिस|कंपनी|मालिक',
);

/** Reasons given to leave the chat: it is slow, watched, closing, takes a cut, loses photos. */
export const LEAVE_REASON = any(
  words(
    "(?:chat|chats|msgs?|messages?|app|site|here|yaha|yahan|idhar|is app|this app|platform)(?: [a-z]+){0,4} (?:band|closing|closed|delet[a-z]*|monitor[a-z]*|not uploading|upload nahi|late|slow|delay|commission|cut[a-z]*|kat[a-z]*|block[a-z]*|ban[a-z]*|hack[a-z]*|not safe|unsafe|not working|issue|problem|nahi chal|nhi chal|kaam nahi|track[a-z]*|read[a-z]*|charges?)|(?:don'?t|do not|dont|mat|na) (?:reply|msg|message|chat|baat)[a-z]* (?:here|yaha|yahan|idhar|on this)|(?:reply|msg|baat)[a-z]* (?:here|yaha|yahan|idhar) (?:mat|nahi|na)|my account (?:here )?is new|new account|not (?:active|online) here|rarely (?:check|use|open)|(?:doesn'?t|does not|won'?t) let me|(?:get|gets|getting|ho) (?:blurred|compress[a-z]*)|compress ho|(?:hata|delete kar|band kar) denge|can'?t type|cannot type|type (?:karna )?nahi (?:aata|hota)|(?:chat|yaha|yahan) (?:pe |par )?sab nahi",
  ),
  'चैट बंद|यहां मैसेज|यहाँ मैसेज|यहां जवाब मत|यहाँ जवाब मत|कमीशन|डिलीट',
);

/** Another way to reach someone: a chat app, mail, a call, a handle. */
export const OTHER_CHANNEL = any(
  words(
    'whats ?app?|wh?atts?app?|whtsapp|watsap|wa|telegram|signal|imo|insta(?:gram)?|email|e-mail|gmail|mail id|call|phone|number|no\\.|mobile|dm|sms|text me|ping|direct',
  ),
  'व्हाट्सएप|टेलीग्राम|ईमेल|कॉल|नंबर|फोन|सीधे',
);

/** A code, an SMS, digits: what reached the other person's phone. */
export const CODE_WORD = words('otp|code|sms|digits?|numbers|msg|message|pin', 'ओटीपी|कोड|एसएमएस|मैसेज|अंक');
/** Passed on: forwarded, replied, read out, typed here. */
export const PASS_ON = words(
  'forward[a-z]*|reply[a-z]*|read(?: it| me| out)*|tell|bata[a-z]*|bol[a-z]*|bhej[a-z]*|send|share|type|likh[a-z]*|paste|screenshot|give',
  'फॉरवर्ड|बता|बोल|भेज|लिख|शेयर|स्क्रीनशॉट',
);

/** What the payer does, told as the way to receive: press pay, put the pin, approve, scan, open the link. */
export const PAYER_ACTION = words(
  'press (?:pay|ok|accept|approve)|pay dabao|pay button|put (?:your )?(?:\\d )?(?:digit )?pin|enter (?:your |the )?(?:pin|amount|upi)|pin (?:daal|dal|dalo|dabao|enter|lagao)[a-z]*|scan[a-z]*|approv[a-z]*|accept[a-z]*|click|open (?:the |this )?link|fill (?:the )?(?:form|upi|details)',
  'पिन डाल|स्कैन|अप्रूव|स्वीकार|क्लिक|लिंक खोल',
);
/** Money said to come to the one who acts: "comes to you", "will add in your account". */
export const COMES_TO_YOU = words(
  'comes? to you|will (?:come|reach|add|be added|be credited)(?: [a-z]+){0,3} (?:to you|in your|into your|your account)|add(?:ed)? (?:in|to|into) your account|(?:aapke|apke|tumhare|your) (?:account|khate|bank)(?: [a-z]+){0,2} (?:me|mein|main|in)|aapka hai|aa jayega|aa jaega|aa jayenge|mil jayega|mil jayenge|receive|credit[a-z]*',
  'आपके खाते में|आ जाएगा|आ जाएंगे|मिल जाएगा|मिल जाएंगे|क्रेडिट',
);

/** A mail address: where a "purchase order" or an "agreement draft" is to be sent, off the chat. */
export const EMAIL = /[a-z0-9._-]@[a-z0-9-]+\.[a-z]/u;

/** A move proposed: "let us deal", "aao", "join", "shift": paired with somewhere else to go (features.ts). */
export const LET_US_MOVE = words(
  "let us|let'?s|lets|we can|we will|better (?:to|we)|come|aao|aaiye|aa jao|chalo|karte hai[n]?|karenge|kar lo|kro|karo|join|switch|shift|move|continue",
  'आओ|आइए|आ जाओ|चलो|करते हैं|करेंगे|कर लो|करो|जॉइन',
);
/** Somewhere other than this chat: outside it, directly, a chat app, a call, mail. */
export const ELSEWHERE = words(
  'outside|bahar|directly|direct|offline|off (?:the )?(?:app|platform|site)|whats ?app?|wh?atts?app?|whtsapp|watsap|telegram|signal|imo|insta(?:gram)?|email|gmail|call|phone',
  'बाहर|सीधे|डायरेक्ट|व्हाट्सएप|टेलीग्राम|कॉल|फोन',
);
