import { any, words } from './vocabulary.ts';

/**
 * Words about money: what is paid for, who pays whom, and when. The features read the direction and
 * the timing of a payment from them: "pay after I check it" is what honest buyers say, "pay the
 * courier first" is the trick.
 */

export const FEE_STRONG = words(
  'advance|adv|token|booking (?:amount|money|charge|fee)|courier|curier|couriour|gate ?pass|dispatch (?:charge|fee)|packing|packaging|handling|loading|noc|clearance|customs|reserve(?: amount)?|reservation|holding amount|verification fee|confirmation amount|\\d+ ?%|gate entry|entry fees?|transport(?:ation)?|50 ?%|half|aadha|verification (?:fee|charges?)|receiver charges?|processing (?:fee|charges?)|activation|starter pack|pickup (?:fee|charges?)|bhada|registration (?:fee|charges?)',
  'एडवांस|अग्रिम|टोकन|कूरियर|कुरियर|बुकिंग अमाउंट|गेट पास|ट्रांसपोर्ट|आधा|लोडिंग|पैकिंग|जीएसटी|इंश्योरेंस|एनओसी|होल्ड|फीस|क्लियरेंस|कन्फर्मेशन',
);

export const FEE_WEAK = words(
  'delivery|shipping|transport|parcel|gst|registration|insurance|processing|booking|security deposit',
  'डिलीवरी|ट्रांसपोर्ट|पार्सल|रजिस्ट्रेशन|बुकिंग|बीमा|सिक्योरिटी',
);

export const CHARGE = words(
  'charges?|fees?|amount|money|paise?|paisa|payment|rs\\.?|rupees?|inr|\\d{3,6}',
  'चार्ज|फीस|शुल्क|पैसे|रुपये|राशि|पेमेंट|₹',
);

export const PAY = words(
  'pay(?:ing)?|paid|send(?:ing)?|transfer(?:ring)?|deposit(?:ing)?|bhej[a-z]*|jama|de ?do|do|dijiye|dena (?:hoga|padega|hai)|kar ?do|karo|kijiye|karna (?:hoga|padega)|lagega|lagenge|bhar[a-z]*|chahiye|needs?|has to be paid|to be paid',
  'भेज|जमा|दे दो|दो|दीजिए|देना होगा|देना पड़ेगा|देने होंगे|कर दो|करो|कीजिए|लगेगा|लगेंगे|पे कर|भरनी|चाहिए',
);

/** The other side is told to pay ("pay karo", "send the money", "you have to pay"). */
export const YOU_PAY = any(
  words(
    'pay karo|pay kar do|pay kardo|pay kijiye|kindly pay|please pay|pls pay|pay now|pay (?:the|rs|₹|\\d)|send (?:me )?(?:the )?(?:money|amount|payment|rs|₹|\\d)|transfer (?:the )?(?:money|amount|rs|₹|\\d)|transfer karo|transfer kar do|bhej do|bhejo|bhejiye|jama karo|jama kar do|dena hoga|dena padega|you (?:have to|need to|must|will have to|should) (?:pay|send|transfer|deposit)|make the payment',
  ),
  'भेज दो|भेजो|भेजिए|जमा करो|जमा कर दो|देना होगा|देना पड़ेगा|पे करो|भुगतान करें|भुगतान करो',
);

/** The writer will pay ("I will pay", "main kar dunga"): a buyer offering, not a demand. */
export const I_PAY = any(
  words(
    "i (?:will|can|'ll|shall|would) (?:pay|transfer|send|give|do)|i'?ll (?:pay|transfer|give)|(?:kar|de|bhej|pay kar) (?:dunga|dungi|doonga|deta|deti)|dunga|doonga|karunga",
  ),
  'दूंगा|दूँगा|दूंगी|करूंगा|करूँगा|दे दूंगा|कर दूंगा',
);

/** Paying once the buyer has seen the thing: what honest buyers and sellers say. */
export const AFTER_SEEING = any(
  `(?<![a-z])(?:after|when|once|jab) (?:i |you |we |u )?(?:see|seen|check|inspect|meet|come|visit|test|reach|arrive|get)`,
  `(?:check|dekh)[a-z]* (?:karo |karke |kar ke |lo )?(?:tab|phir|fir|then) (?:payment|pay|paise)`,
  `(?<![a-z])(?:jab hum|when we (?:meet|are there)|dono waha)|जब हम|दोनों वहां|in person|face to face|on the spot|at the time of (?:meeting|pickup)|at your (?:place|house|shop)|hand to hand`,
  `after (?:seeing|checking|inspection|inspecting|the inspection|test ride|test drive|the test|meeting)`,
  `(?:milne|dekhne|check karne|aane|pahunchne)(?: ke)? (?:baad|par|pe)|dekh ?kar|dekh ke|aakar|aa kar|haath me`,
  `मिलने (?:के बाद|पर)|देखने (?:के बाद|पर)|देखकर|देख कर|आकर|हाथ में|जांच के बाद|चेक करने के बाद`,
);

/** Asks the other side to come and see it: what a seller who has the thing says. */
export const INVITE_VIEWING = any(
  words(
    '(?:you can|u can|aap|come and|come to|come) (?:see|check|inspect|dekh)[a-z]*|come and see|dekh lo|dekh lijiye|aake dekh[a-z]*|aa ?kar dekh[a-z]*|visit|at my (?:flat|home|house|place|shop|office)|(?:mere )?(?:ghar|flat|dukaan|shop|office) (?:pe|par|me|aa)|test (?:ride|drive)|anytime|dekhne (?:aapko )?aana|aana padega|come to see',
  ),
  'आकर देख|देखने आपको आना|आना पड़ेगा|देख लो|देख लीजिए|घर पर|घर पे|दुकान पर',
);

/** Pay when the parcel arrives: cash or payment on delivery. */
export const ON_DELIVERY = any(
  `(?<![a-z])(?:cash|pay(?:ment)?|paise|paisa) on delivery|(?<![a-z])cod(?![a-z])|delivery (?:ke )?(?:baad|time|par|pe) (?:payment|paise|pay)`,
  `(?<![a-z])pay (?:him|the driver|the delivery (?:guy|boy))(?: directly)? (?:when|after|on|once)|(?:pahunchne|milne) (?:ke baad|par) (?:dena|de dena|pay)|when (?:it|the [a-z]+) (?:reaches|arrives)`,
  `(?:डिलीवरी|सामान मिलने) (?:के बाद|पर) (?:पैसे|पेमेंट|भुगतान)|कैश ऑन डिलीवरी`,
);

export const PAY_FIRST = any(
  `(?<![a-z])(?:pay|send|transfer) (?:the )?(?:money |amount |payment |full amount |full payment )?first`,
  `first (?:pay|send|transfer|payment|make the payment)`,
  `full payment (?:first|before|in advance)|in advance|payment first|first pay|no viewing before|pehle paisa|pehle payment|(?:abhi|now) (?:bhejo|pay|send|de do|do)`,
  `before (?:delivery|dispatch|seeing|you see|we meet|meeting|i send|sending|shipping)`,
  `(?:pehle|pahle|phle) (?:payment|paise|pay|advance|amount|paisa|poora|pura|token|bhej[a-z]*)`,
  `(?:payment|paise|paisa|amount) (?:pehle|pahle|phle)`,
  `पहले (?:पैसे|पैसा|पेमेंट|भुगतान|एडवांस|पूरा|\\d+|दो|भेजो)|\\d+ पहले|before viewing|(?:अभी|abhi) (?:भेजो|bhejo)`,
  `(?:पैसे|पेमेंट|भुगतान) पहले`,
);

/** The seller will not be met: the item cannot be seen before paying. */
export const CANT_MEET = any(
  words(
    "can'?t (?:meet|come|show)|cannot (?:meet|come|show)|not (?:possible|able) to (?:meet|come)|no viewing|travell?ing|out of (?:town|station)|mil nahi sakta|milna possible nahi|aa nahi sakta|nahi aa sakta|dikha nahi sakta|dekhne ka time nahi|sheher se bahar|nahi aa sakte|can'?t let|civilians? (?:inside|nahi|can)",
  ),
  'नहीं आ सकता|मिल नहीं सकता|नहीं मिल सकता|दिखा नहीं सकता|मुमकिन नहीं|शहर से बाहर|दिखाने का टाइम नहीं|नहीं उठा सकता|नहीं आ सकते',
);

/** Told as the past: "I paid a token to a dealer last year". */
export const PAST = any(
  words(
    'last (?:year|month|time|week)|(?:year|years|months|weeks) (?:ago|back)|pichh?le (?:saal|mahine|baar|hafte|buyer|kharidar|customer)|previous buyer|last buyer|diya tha|di thi|kiya tha|bheja tha|paid|had paid|had given|gave|used to|earlier|once paid|lost|tha|thi|back in|in 20\\d\\d|was refunded|was returned|diye the|gaye the|kiye the',
  ),
  'पिछले (?:साल|महीने|बार|हफ्ते|खरीदार|ग्राहक)|(?<![\\p{L}\\p{M}])(?:था|थी|थे)(?![\\p{L}\\p{M}])|साल पहले|महीने पहले',
);

/** A fee "refundable on delivery": the courier trick's sweetener. */
export const REFUNDABLE = any(
  words(
    'refundable|fully refundable|refund (?:ho jayega|ho jaega|milega|kar dunga|on delivery|after delivery)|will be refunded|get it back|wapas (?:mil|ho|kar) [a-z]+|adjust(?:ed)? (?:ho|kar|in)|will be adjusted',
  ),
  'रिफंडेबल|वापस मिल|वापस हो|वापस कर|रिफंड हो',
);

/** More money than the price, usually by cheque or "by mistake". */
export const OVERPAY = any(
  words(
    'cheque|chq|check (?:of|for) (?:rs|₹|\\d)|demand draft|dd|extra|more than|by mistake|mistake|galti|galat|wrong|zyada|jyada|excess|overpa[a-z]*|sent more|paid more|double|twice|2 baar|do baar|instead of|ki jagah|too much|plus|\\+ ?(?!91)\\d{3,}|fat finger|accidental[a-z]*|1 zero|one zero',
  ),
  '(?:का|के) चेक|चेक (?:से पेमेंट|दिया|भेज|क्लियर)|ज़्यादा|ज्यादा|गलती|अतिरिक्त|दो बार|की जगह|गलत|एक्स्ट्रा|ओवरपेमेंट|डिफरेंस|विदेश',
);

/** Asked to send money back: "return it", "wapas kar do", "send the remaining to the agent". */
export const SEND_BACK = any(
  words(
    'refund[a-z]*|return[a-z]*|send (?:it |that |one |me )?back|give (?:it )?back|transfer (?:it )?back|wapas|vapas|lauta[a-z]*|forward (?:that|it|the)|send the remaining|back|pass it to|give it to|baaki [a-z]+ (?:ko )?de dena|remaining to|mere cousin ko|difference',
  ),
  'वापस|लौटा|रिफंड|भेज दीजिए|बाकी \\S+ (?:को )?(?:दे|भेज)|दे देना|भेज देना|डाल देना',
);

/** "Return the difference", "baaki wapas bhej do". */
export const RETURN_DIFFERENCE = any(
  words(
    '(?:refund|return|send back|give back|transfer back|wapas|vapas|lauta)(?: [a-z]+){0,4} (?:difference|extra|balance|remaining|baaki|baki|rest)|(?:difference|extra|balance|remaining|baaki|baki|rest)(?: [a-z₹\\d]+){0,4} (?:refund|return|back|wapas|vapas|lauta[a-z]*)',
  ),
  '(?:बाकी|अंतर|ज़्यादा|ज्यादा|अतिरिक्त)[^।]{0,30}(?:वापस|लौटा)',
);

/** Money to hold the item for the payer: "1000 daal do, rok ke rakhunga", "advance to lock the price". */
export const HOLD_ITEM = any(
  words(
    'lock|block|hold|reserve|keep (?:it|this) for you|rok[a-z]*|rakh (?:dunga|lunga)|rakhunga|book (?:it|kar)|confirm (?:it|kar[a-z]*)|pakka kar[a-z]*|kisi aur ko nahi|for you only|only for you',
  ),
  'रोक|रख दूंगा|रखूंगा|होल्ड|बुक कर|पक्का कर|किसी और को नहीं',
);
