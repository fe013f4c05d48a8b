import { any, words } from './vocabulary.ts';

/**
 * What the tricks ask, said in the languages India chats in: Hindi and Urdu, Marathi, Gujarati,
 * Punjabi, Bengali, Odia, Tamil, Telugu, Kannada and Malayalam. Each list is matched on the message's
 * Latin reading (normalise.ts): every script romanised, so one spelling serves a word typed in Latin
 * letters and the same word written in its own script ("परत", "parat"). Words are stems where the
 * language adds endings ("anupp" for anuppunga, anuppiten). Written from how each language says it,
 * not from any one writer's messages: a new writer's words for "send it back" are these same words.
 */

/** Money sent back: "wapas", "parat", "pacha", "ferot", "pherai", "tiruppi", "tirigi", "vapas", "thirichu". */
export const GIVE_BACK = any(
  words(
    'wapas|vapas|vaapas|wapis|vapis|vaapis|lauta[a-z]*|lota[a-z]*|refund[a-z]*|return[a-z]*|back|parat[a-z]*|pachh?a|pachh?u|pachh?i|pherat[a-z]*|ferot[a-z]*|pherot[a-z]*|phera[a-z]*|fera[a-z]*|phiri[a-z]*|phire|tirupp?[a-z]*|thirupp?[a-z]*|tirump[a-z]*|thirumb[a-z]*|tirig[a-z]*|thirig[a-z]*|venakk?[a-z]*|hintiru[a-z]*|hindiru[a-z]*|tirich[a-z]*|thirich[a-z]*|madakk[a-z]*',
  ),
);

/** A mistake made with money: "galti se", "chukun", "bhulthi", "bhul kore", "tavarudhala", "porapatuna", "tappagi", "abaddham". */
export const ERROR = any(
  words(
    'galti[a-z]*|galat[a-z]*|ghalti|ghalat[a-z]*|bhool[a-z]*|bhul[a-z]*|mistake[a-z]*|wrong[a-z]*|chuk[a-z]*|chook[a-z]*|tavar[a-z]*|thavar[a-z]*|thappa[a-z]*|tappa[a-z]*|tappu[a-z]*|thappu[a-z]*|porapat[a-z]*|porapaat[a-z]*|porabat[a-z]*|tettu[a-z]*|thettu[a-z]*|tett[a-z]*|abaddh?a[a-z]*|abadh[a-z]*|accident[a-z]*',
  ),
);

/** More than was due, or paid twice: "zyada", "jasta", "vadhare", "beshi", "adhika", "ekkuva", "jaasti", "kooduthal". */
export const EXCESS = any(
  words(
    'zyada|jyada|jiyada|ziyada|zyaada|extra|excess|adhik[a-z]*|jasta|jaasta|jast|jaast|vadhar[a-z]*|vadhu|vadh|vaadh[a-z]*|beshi|besi|ekkuv[a-z]*|jaasti|jasti|hechch?[a-z]*|hecch?[a-z]*|kooduth?al[a-z]*|kututal[a-z]*|kuduthal[a-z]*|kootuth?al[a-z]*|athik[a-z]*|atik[a-z]*|double|twice|do ?baar|do ?bar|don ?vela|donda|be ?var|be ?vaar|dui ?bar|du ?bar|dui ?baar|dobar[a-z]*|dobara|rend[a-z]* (?:murai|tadav[a-z]*|sarl?[a-z]*|sala|vatt?am|praavash?y?am|pravashyam)|randu (?:vatt?am|pravashyam|praavashyam)|eradu sala|duvar|dubar',
  ),
);

/** One sum instead of another: "ki jagah", "aivaji", "badle", "bodole", "pathila", "badulu", "badalu", "pakaram". */
export const INSTEAD = any(
  words(
    'instead of|in place of|ki jagah|ke jagah|ki jaga|jagah par|aivaji|aivajee|evaji|jagi|jaage|badle|badale|badala[a-z]*|bodole|bodle|badare|badalare|bajaye|bajaay|thaan|pathila|patila|pathilaga|badulu|baduluga|badalu|badali|pakaram|pakarum|jagya[a-z]*|di thaan|di jagah|de badle',
  ),
);

/** Told to send or pay: "bhejo", "pathva", "moklo", "pathan", "pathantu", "anuppunga", "pampandi", "kalisi", "ayakkoo". */
export const SEND_IT = any(
  words(
    'bhej[a-z]*|bhijwa[a-z]*|patha[a-z]*|pathv[a-z]*|pathav[a-z]*|pathiy[a-z]*|mokl[a-z]*|mokal[a-z]*|anupp?[a-z]*|anupu[a-z]*|pamp[a-z]*|pampu[a-z]*|kalis[a-z]*|kals[a-z]*|kalsi[a-z]*|kalu?hisi[a-z]*|ayakk?[a-z]*|ayach[a-z]*|ayacch?[a-z]*|ayaku[a-z]*|transfer[a-z]*|send[a-z]*|pay|paid|pa ?dyo|pa ?do|paa ?do|deo|dyo|de ?do|dijiye|din|diyo|dena|kudunga|kudu|kodu|kottu|kotu|kodi|ivvandi|ivvu|kattu|katt[a-z]*|bhar[a-z]*|dia?ntu|diyantu|adaykk?[a-z]*|ataykk?[a-z]*|daal ?do|dal ?do|dalo|daalo|nakh[a-z]*|haak[a-z]*|haki',
  ),
);

/** "First", "before": the order of an ask. "pehle", "adhi", "pela", "age", "agaru", "pehlan", "mudhalla", "mundu", "modalu", "aadyam". */
export const BEFORE = any(
  words(
    'first|before|pehle|pahle|phle|pehla|pahile|pahila|adhi|aadhi|aadi|pela|pahela|pehlan|pahilam|pahilan|age|aage|agey|prothome|prathame|agaru|aagaru|pratham[a-z]*|pahili|mudal[a-z]*|mutal[a-z]*|mudhal[a-z]*|munnadi|munnaadi|munnal|mundu|munduga|munde|mundhe|mundugane|modata|modalu|modlu|modal|munche|munchi|adyam|aadyam|adyame|munp[a-z]*|mump[a-z]*|in advance|advance[a-z]*',
  ),
);

/** Comes to you: "aa jayega", "jama hotil", "mali jase", "chole asbe", "asijiba", "varum", "vastundi", "barutte", "kittum". */
export const REACHES_YOU = any(
  words(
    'aa ?jay?e?(?:ga|gi|nge)|aa ?jaega|aa ?jaenge|mil ?jay?e?(?:ga|gi|nge)|aa ?jaan?ga|aa ?jaange|mil ?jaanga|milega|milegi|yeil|yetil|yetal|jama hot[a-z]*|jama thai[a-z]*|jama tha[a-z]*|mali ?jas[a-z]*|aavi ?jas[a-z]*|aavase|avase|aavshe|chole ?as[a-z]*|chale ?as[a-z]*|ese ?ja[a-z]*|dhuke ?ja[a-z]*|dhuke ?ya[a-z]*|paben|pabe|asijib[a-z]*|asib[a-z]*|paib[a-z]*|varum|vandhudum|vanthudum|vantutum|kitaikk?um|kidaikk?um|vastund[a-z]*|vastay[a-z]*|vasthund[a-z]*|padutund[a-z]*|barutt?[a-z]*|baratt?[a-z]*|sigutt?[a-z]*|kittum|kittu[a-z]*|ethum|ettum|credit[a-z]*|receiv[a-z]*|reciev[a-z]*',
  ),
);

/** What the payer does to a collect request or a QR: approve, accept, put the PIN, scan, press pay, in any language. */
export const PAYER_STEP = any(
  words(
    'accept[a-z]*|approv[a-z]*|manzoor[a-z]*|manjur[a-z]*|svikar[a-z]*|swikar[a-z]*|sweekar[a-z]*|angikar[a-z]*|scan[a-z]*|skan[a-z]*|skyan[a-z]*|sken[a-z]*|pay (?:button|dab[a-z]*|press|par|pe|wala)|haa?n? kar[a-z]*|ham kar[a-z]*|hyan kor[a-z]*|ok (?:kar[a-z]*|madi|maadi|cheyandi|pannunga|koro|karo)|(?:upi )?(?:pin|pn|m ?pin|pinn?u?)(?: [a-z]+)? (?:daal[a-z]*|dal[a-z]*|dala[a-z]*|enter[a-z]*|put|type|daba[a-z]*|laga[a-z]*|lga[a-z]*|pot[a-z]*|pod[a-z]*|kott[a-z]*|kodu[a-z]*|hak[a-z]*|haak[a-z]*|adi[a-z]*|atich[a-z]*|adich[a-z]*|din|dao|dibe|diy[a-z]*|de ?do|de|dyo|pa[a-z]*|tak[a-z]*|taak[a-z]*|nakh[a-z]*|dijiye|dalen|dalo|cheyyandi|cheyandi|maadi|madi|podunga|potunga|potunka)',
  ),
);

/** A refund, cashback or reward "sent" to the reader: the sweetener of a collect request. */
export const REFUND_OFFER = any(
  words(
    'refund[a-z]*|riphand[a-z]*|rifand[a-z]*|cash ?back[a-z]*|kaishbaik[a-z]*|kyashbyak[a-z]*|kaisbaik[a-z]*|kashbak[a-z]*|reward[a-z]*|scratch ?card[a-z]*|prize|inaam|inam|bonus|offer|deposit (?:refund|wapas|vapas)|token (?:wapas|vapas|refund|return)|paisa wapas|paise wapas',
  ),
);

/** Money said to be sent and shown: credited, debited, an SMS from the bank, a screenshot, "payment done". */
export const CREDIT_CLAIM = any(
  words(
    'credited|credit (?:ho|hua|hogaya|ho gaya|showing|message|sms|msg)|debited|debit (?:ho|hua|message)|payment (?:done|ho gaya|hogaya|kar diya|kardiya|sent|successful|success)|paid (?:already|full)|already paid|(?:bank|sbi|hdfc|icici|axis|credit|debit) (?:ka |se |kaa |ki )?(?:message|msg|sms|mesej|mesaj|pegham)|(?:message|msg|sms|mesej) (?:aaya|aya|came|vachindi|vanthuchu|bandide|vannu|esechhe|eseche)|screenshot[a-z]*|skrinsh?a?t[a-z]*|utr|transaction id|txn|on hold|hold (?:me|par|pe|mein)|hold[a-z]* (?:ache|hai|undi|irukku|ide|an|aahe|che)|pending|atak[a-z]*|atka[a-z]*|stuck|in process|processing',
  ),
);

/** Told to hand the item over on that word alone: the key, the papers, the item to someone who comes. */
export const HAND_OVER = any(
  words(
    'hand ?over|handover|keep (?:the [a-z]+ |it )?ready|ready (?:rakh|rakho|rakhna|for pickup)|give (?:the )?(?:key|keys|bike|car|phone|item|papers)|send (?:the )?(?:item|bike|phone|parcel|goods)|(?:chabi|chaabi|chavi|chaavi|talam|taalam|saavi|savi|thaakol|takol|kaghzat|kagaz|papers|rc) (?:de|do|dedo|de do|dijiye|ichey[a-z]*|ichhey[a-z]*|kudunga|kodi|kodu|kodi|din|dyo|dejo|dejee|dejiye|pathan|moklo)|bhijwa[a-z]*|(?:le|leke|lekar|tisukel[a-z]*|eduthu|edupp?[a-z]*|nia|niye|lai) ja[a-z]*|pick ?up|uthwa[a-z]*|collect kar[a-z]*|(?:bike|gaadi|gadi|car|item|saman|saaman) (?:de|dedo|de do|dijiye|bhej)',
  ),
);

/** Money held back until a fee is paid: "release", "unlock", "limit", "activation", "tax", "charge" to free it. */
export const RELEASE = any(
  words(
    'release[a-z]*|rilis[a-z]*|unlock[a-z]*|unblock[a-z]*|unfreeze|activate|activation|limit|receiver (?:charge|fee|kyc|verification)|kyc|tax|taks|gst|clearance|hatt?a[a-z]*|hat ja[a-z]*',
  ),
);

/** The buyer needs no look at the item: "no need to see", "bina dekhe", "dekhne ki zaroorat nahi", "no bargaining". */
export const NO_LOOK = any(
  words(
    "no need to (?:see|come|check|inspect|meet)|(?:don'?t|do not|dont) need to (?:see|check|inspect)|without (?:seeing|checking|inspecting)|(?:won'?t|will not|cannot|can'?t) (?:come|be able to come) (?:to see|and see|for viewing)|bina dekhe|bina dekh[a-z]*|dekhne ki (?:zaroorat|zarurat|jarurat|jaroorat|zaroorat) nahi|dekhna nahi|dekhne nahi aa|dekhne nahi aa paunga|dekhiba darkar nahi|dekhar dorkar nei|dekhar darkar nei|dekhe dorkar nei|baghaychi garaj nahi|bagh[a-z]* garaj nahi|jovani jarur nathi|jova ni jarur nathi|vekhan di lod nahi|paakka vend[a-z]*|parkka vend[a-z]*|pakka vend[a-z]*|chud[a-z]* (?:akkarledu|avasaram ledu)|nod[a-z]* (?:agatya illa|beda)|kanan?d[a-z]* (?:avashyamilla|venda|aavashyam illa)|no (?:bargain[a-z]*|nego[a-z]*|negotiation)|bargain nahi|mol bhav nahi|(?:i )?trust you|bharosa hai (?:aap|aap par)",
  ),
);

/** An official errand that sends a code to the owner's phone: RTO transfer, a loan closed, a bank branch. */
export const ERRAND = any(
  words(
    'rto|parivahan|vahan|noc|loan|branch|registrar|registry|notary|nottari|cyber cafe|tehsil|aadhaar (?:seva|kendra|centre|center)|transfer of ownership|ownership transfer|name transfer|naam transfer|rc transfer|insurance (?:transfer|claim)',
  ),
);

/** A meeting on a call or a shared screen, to watch a payment or KYC being done. */
export const LIVE_SCREEN = any(
  words(
    'video call|video pe|video par|google meet|meet link|meeting link|zoom|screen (?:share|sharing|dikha[a-z]*|dekh[a-z]*)|skrin[a-z]*|screen pe|screen par|on screen|camera on|whatsapp call',
  ),
);

/** A payment link or form named, link or not: money asked through a page rather than paid in person. */
export const PAY_LINK = any(
  words(
    'payment link|pay link|paying link|pement link|pementer link|pementani link|payment page|payment form|secure payment|link (?:se|par|pe|me|mein|on|via|ke through) (?:pay|payment|pin|upi|bhar|bhugtan)|(?:pay|payment|pin|upi) (?:via|through|on|using) (?:the |this |my )?link|razorpay|escrow',
  ),
);

/** A mail address asked for or given as where the deal goes on: "email id do", "imel apo". */
export const MAIL_ASK = any(
  words('e-?mail(?: id| address)?|mail id|gmail|imel|imail|mel par|mail par|mail pe|mail e'),
);

/** Seen before paying: "dekh kar", "baghun", "joine", "dekhe", "vekh ke", "paathu", "chusi", "nodi", "kandu", "in person". */
export const SEEN = any(
  words(
    'dekh ?kar|dekh ?ke|dekhkar|dekhe|dekhi|dekhar pore|baghun|bagh[a-z]*var|pahun|joine|joi ne|joya pachh?i|jovine|vekh ?ke|vekhke|paath?u|paarth?u|partt?u|parth?u|paatt?u|pathitt?u|chus[a-z]*|cus[a-z]*|nodi[a-z]*|nodid[a-z]*|kand[a-z]*|kanumpol|kanumbol|nerl?a|neril|nerit|nerittu|in person|face to face|on the spot|haath me',
  ),
);

/** A chat app named in any script: the romanised spellings carry endings ("telegrame", "vatsaepil"). */
export const CHAT_STEM = any(
  words(
    'wh?ats? ?a?e?pp?[a-z]{0,4}|vh?ats? ?a?e?pp?[a-z]{0,4}|wats?app?[a-z]{0,4}|telegr[a-z]*|teligr[a-z]*|tele gram|signal app|insta[a-z]*',
  ),
);

/** "Here", this chat, in each language: "yahan", "ithe", "ithe", "ekhane", "ethi", "inge", "ikkada", "illi", "ivide". */
export const HERE = any(
  words(
    'here|this (?:app|chat|site|platform)|yahan|yaha|idhar|ithe|ethe|itthe|ikde|ahi|ahiyan|ekhane|ekhan|ethi|ethire|inge|ingey|inga|ikkada|ikkade|illi|ivide|ividey|ehan|is app|app (?:par|pe|me|mein|ma|madhe|te|la|lo|alli|il)',
  ),
);

/** Why the chat will not do: slow, late, a cut taken, photos not going. */
export const CHAT_FAULT = any(
  words(
    'slow|slo|late|delay[a-z]*|deri|der|dheere|dhire|dhima|dheemi|lag[a-z]*|commission|kamishan|kamision|kaat[a-z]*|kap[a-z]*|cut[a-z]*|monitor[a-z]*|not (?:safe|working|opening|loading|uploading)|problem|issue|masla|samasya|saman?asya|prashn|upload (?:nahi|hot nahi|aagalla|avvatledu|aakunnilla)|kaam nahi|nahi chal[a-z]*|safe nahi|safe alla|safe illa|safe nahin|safe nathi|safe na',
  ),
);

/** "Call me", "phone karo", in each language. */
export const CALL_ME = any(
  words(
    'call (?:me|karo|kar|kijiye|karna|kariye|koro|karun|karo|kara|karjo|karo|karantu|pannunga|pannu|cheyandi|cheyyandi|cheyi|maadi|madi|cheyyu|cheyy?amo)|phone (?:karo|kar|kijiye|koro|karun|kara|karjo|karantu|pannunga|cheyandi|maadi|cheyyu)|ring me|dial|ping me|text me|message me|msg me|reply on|contact (?:me|on|at)',
  ),
);

/** Serving in the forces, in any language: "fauj", "sena", "sainya", "ranuvam", "armi" with its endings. */
export const FORCES = any(
  words(
    'arm(?:y|i)[a-z]{0,5}|phauj[a-z]*|fauj[a-z]*|sainy[a-z]*|sainik[a-z]*|sena[a-z]{0,4}|ranuv[a-z]*|raanuv[a-z]*|ranuvatt?il|military[a-z]*|militari[a-z]*|jawan|javan|navy|nevi[a-z]*|naval|air ?force|eraphors[a-z]*|erphors[a-z]*|crpf|bsf|cisf|itbp|defen[cs]e|diphens[a-z]*|diphains[a-z]*|cantt?|kyantin|canteen|csd|jai hind|jay hind',
  ),
);

/** Moved away on duty: transferred, posted, "badli", "tabadla", "sthalamarpu". */
export const MOVED = any(
  words(
    'transfer[a-z]*|tran?sfar[a-z]*|badli|badali|bodli|vadali|tabadl[a-z]*|posting|posted|postin[a-z]*|sthalamarp[a-z]*|sthalantar[a-z]*|relocat[a-z]*|deploy[a-z]*|duty|dyuti|camp|kyamp[a-z]*|unit|border',
  ),
);

/** A fee or a sum to hold something, in any language's spelling. */
export const FEE_WORD = any(
  words(
    'token[a-z]*|tokan[a-z]*|advance[a-z]*|advans[a-z]*|edvans[a-z]*|deposit[a-z]*|dipojh?it[a-z]*|dipozit[a-z]*|dipajhit[a-z]*|charge[a-z]*|charj[a-z]*|chaarj[a-z]*|fee|fees|phi|phis|registration[a-z]*|rejistreshan[a-z]*|courier[a-z]*|koriyar[a-z]*|kuriyar[a-z]*|kuriar[a-z]*|delivery[a-z]*|delivari[a-z]*|dilivari[a-z]*|gst|tax|taks|booking[a-z]*|buking[a-z]*|shulk[a-z]*|kharcha|kooli|kuli|bhada|bhaada|gate ?pass|get ?pas|loading|lodin[a-z]*|packing|paiking|insurance|inshurens',
  ),
);

/** Tell me, read it out, send it: "sollunga", "cheppandi", "heli", "parayu", "bolo", "bolun", "kaho", "ayachu tharu". */
export const TELL_ME = any(
  words(
    'sollun[kg]a|sollu[a-z]*|cheppand[a-z]*|cheppu[a-z]*|chepp[a-z]*|heli[a-z]*|hel[a-z]*|parayu|parayoo|paranj?u tharu|parayamo|bolo|boliye|bol do|bolun|bolen|bola|kaho|kahiye|kaho na|kahejo|kaho|dasso|dasna|dasao|kuhantu|kahantu|kahibe|bata[a-z]*|batav[a-z]*|sang[a-z]*|saang[a-z]*|likh[a-z]*|ayachu tharu|ayakk?u|anuppu[a-z]*|pampand[a-z]*|kalisi|pathao|pathan|pathiye din|send|share|tell|read|forward',
  ),
);

/** A code that came to the phone, in any language: "code", "kod", "OTP", "the number in the message". */
export const CODE_WORD_IN = any(
  words(
    'otp|code[a-z]*|kod[a-z]*|kodu|koad|verification|veriphikeshan[a-z]*|(?:message|mesej|mesaj|msg|sms)[a-z]*(?: [a-z]+){0,2} (?:number|nambar|nampar|ank[a-z]*)',
  ),
);

/** The three digits on the back of a card: "card ke peeche teen number", "kaardu pinnadi moonu nambar". */
export const CARD_DIGITS = any(
  words(
    '(?:card|kard|kaard|kardu|kaardu|kartu|kaartu)[a-z]*(?: [a-z]+){0,4} (?:three|teen|tin|tinti|munu|moonu|mooru|muru|moodu|mudu|munn?u|3)(?: [a-z]+)? (?:number|nambar|nampar|ank[a-z]*|digit[a-z]*|sankhy[a-z]*)|cvv|sivivi|expiry|ekspayari|expayari',
  ),
);

/**
 * Not to be shared or told, in the languages whose "no" English and Hindi lists miss (vocabulary.ts
 * reads "never", "mat", "nahi" with their verbs): "nako", "nathi", "nei", "illa", "ledu", "vendam", "beda".
 */
export const NEVER = any(
  words('nako|naka|nathi|nei|noy|illa|ille|ledu|vaddu|vendam|venda|vendaa|beda|bedi|kudadu'),
);
