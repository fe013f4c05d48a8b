import {
  BEFORE,
  CARD_DIGITS,
  CODE_WORD_IN,
  FEE_WORD,
  FORCES,
  MOVED,
  NEVER,
  TELL_ME,
  CALL_ME,
  CHAT_FAULT,
  CHAT_STEM,
  HERE,
  CREDIT_CLAIM,
  ERRAND,
  ERROR,
  EXCESS,
  GIVE_BACK,
  HAND_OVER,
  INSTEAD,
  LIVE_SCREEN,
  MAIL_ASK,
  NO_LOOK,
  PAY_LINK,
  PAYER_STEP,
  REACHES_YOU,
  REFUND_OFFER,
  RELEASE,
  SEEN,
  SEND_IT,
} from './india-words.ts';
import { latinReading } from './normalise.ts';
import { sumShapes, sumsIn } from './numbers.ts';
import {
  INSTALL,
  MASKED,
  MASKED_PHONE,
  MISTAKE,
  NO_HURRY,
  PRESSURE,
  SMALL_VERIFY,
  TWO_STEP,
} from './ask-words.ts';
import {
  CHAT_APP,
  CONTACT_ME,
  LINK,
  LINK_ACTION,
  MEETING,
  MILITARY,
  MILITARY_NOT_NOW,
  NOT_ON_CHAT_APP,
  NUMBER_ASK,
  STAY_HERE,
  OFFICIAL_HOSTS,
  OUTSIDE,
  PHONE_NUMBER,
  RELOCATION,
  SHORTENER,
  TRUSTED_NAME,
} from './contact-words.ts';
import {
  AFTER_SEEING,
  CANT_MEET,
  CHARGE,
  FEE_STRONG,
  FEE_WEAK,
  HOLD_ITEM,
  I_PAY,
  INVITE_VIEWING,
  ON_DELIVERY,
  OVERPAY,
  PAST,
  PAY,
  PAY_FIRST,
  REFUNDABLE,
  RETURN_DIFFERENCE,
  SEND_BACK,
  YOU_PAY,
} from './money-words.ts';
import {
  BALANCE_LATER,
  CODE_WORD,
  COMES_TO_YOU,
  ELSEWHERE,
  EMAIL,
  LET_US_MOVE,
  LEAVE_REASON,
  OTHER_CHANNEL,
  PASS_ON,
  PAY_UNLOCKS,
  PAYER_ACTION,
  THIRD_PARTY,
} from './order-words.ts';
import {
  ADDRESS_PIN,
  APPROVE,
  ASK,
  CARD,
  CODE_ARRIVED,
  MONEY_APP,
  near,
  NEGATED,
  OTP,
  PIN,
  QR,
  REASSURE,
  RECEIVE,
  REMOTE_ACCESS,
  REQUEST,
  SCAN,
  WARNING,
  words,
} from './vocabulary.ts';

/** Who wrote the message, in this conversation: the buyer asking about the ad, or its seller. */
export type SenderRole = 'buyer' | 'seller';

/**
 * The evidence one message gives, as numbers in [0, 1]. Each feature reads one thing a person would
 * weigh; the model (model.ts) learns how much each counts for each kind of trick. Several are
 * products of two others (a fee asked for BY THE SELLER), because a linear score cannot multiply.
 */
const compiled = new Map<string, RegExp>();
/** One RegExp per source, so that a message tests each at most once (see `reader`). */
const re = (source: string) => {
  if (!compiled.has(source)) compiled.set(source, new RegExp(source, 'u'));
  return compiled.get(source)!;
};
/** Two words near each other, and each word alone: the costly search runs only when both are there. */
interface Pair {
  both: RegExp;
  a: RegExp;
  b: RegExp;
}
const pair = (a: string, b: string, gap: number): Pair => ({ both: near(a, b, gap), a: re(a), b: re(b) });

const NEAR = {
  requestMoney: pair(REQUEST, MONEY_APP, 40),
  qrReceive: pair(QR, RECEIVE, 80),
  approveMoney: pair(APPROVE, `${MONEY_APP}|₹|\\d+`, 40),
  scanReceive: pair(SCAN, RECEIVE, 60),
  pinReceive: pair(PIN, RECEIVE, 60),
  otpAsk: pair(OTP, ASK, 60),
  pinAsk: pair(PIN, ASK, 40),
  cardAsk: pair(CARD, ASK, 60),
  feeStrong: pair(FEE_STRONG, PAY, 50),
  feeWeak: pair(FEE_WEAK, CHARGE, 30),
  militaryMoving: pair(MILITARY, RELOCATION, 120),
  militaryNotNow: pair(MILITARY, MILITARY_NOT_NOW, 40),
  // A warning is about what it stands next to: "never share the OTP", not "tension mat lo" at the end.
  secretNegated: pair(NEGATED.source, `${OTP}|${PIN}|${CARD}|${REMOTE_ACCESS}`, 40),
  feeNegated: pair(NEGATED.source, `${FEE_STRONG}|${FEE_WEAK}|${words('pay|pehle|first')}`, 40),
  upiNegated: pair(NEGATED.source, `${QR}|${SCAN}|${REQUEST}|${APPROVE}|${PIN}`, 40),
  holdForMoney: pair(HOLD_ITEM.source, `${FEE_STRONG}|${CHARGE}`, 50),
  codePassedOn: pair(CODE_WORD, PASS_ON, 40),
  actToReceive: pair(PAYER_ACTION, COMES_TO_YOU, 100),
  moveElsewhere: pair(LET_US_MOVE, ELSEWHERE, 30),
};

const RE = {
  qr: re(`${QR}|${SCAN}`),
  otp: re(OTP),
  pin: re(PIN),
  fee: re(`${FEE_STRONG}|${FEE_WEAK}`),
  pay: re(PAY),
  military: re(MILITARY),
  chatApp: re(CHAT_APP),
  linkAction: re(LINK_ACTION),
  approve: re(APPROVE),
  request: re(REQUEST),
  warning: re(WARNING),
  // Honest people tell of a trick someone else tried: "someone on another ad sent me a QR".
  otherStory:
    /(?<![a-z])(?:someone|somebody|another (?:ad|seller|buyer)|other ad|kisi ne|doosre|dusre|ek aur ad|blocked|block kar)(?![a-z])|किसी ने|दूसरे|ब्लॉक/u,
  card: re(CARD),
  remote: re(REMOTE_ACCESS),
  reassure: re(REASSURE),
  codeArrived: CODE_ARRIVED,
  ask: re(ASK),
  contrast:
    /(?<![a-z])(?:but|par|lekin|magar|only (?:with |to )?me|sirf mujhe|anyone else|kisi aur)(?![a-z])|(?<![\p{L}\p{M}])(?:पर|लेकिन|मगर|सिर्फ मुझे|किसी और)(?![\p{L}\p{M}])/u,
  location: /(?<![a-z])(?:location|address|pin|map)(?![a-z])|लोकेशन|पता/u,
  account: /(?<![a-z])(?:account|accounts|finance|department|canteen)(?![a-z])|खाते|अकाउंट/u,
  amount:
    /(?<![\d.])(?:\d{3,6}|\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d)? ?(?:k|lakh|hazar|thousand))(?![\d])|₹|(?<![a-z])rs(?![a-z])/u,
  contactMe: re(CONTACT_ME),
  question: /\?|(?<![a-z])(?:can you|will you|do you|is it|kya|kyaa|possible|available)(?![a-z])|क्या/u,
  condition: /(?<![a-z])(?:if|agar|in case|unless|otherwise)(?![a-z])|अगर|यदि/u,
};

/** A code or a PIN with "never", "mat", "nathi", "illa" beside it, in any language (india-words.ts). */
const SECRET_NEVER = pair(`${CODE_WORD_IN.source}|${OTP}|${PIN}|${CARD}`, NEVER.source, 60);

/** Tests a message against regular expressions, each at most once, as 0 or 1. */
function reader(text: string) {
  const seen = new Map<RegExp, number>();
  const has = (re: RegExp) => {
    let hit = seen.get(re);
    if (hit === undefined) seen.set(re, (hit = re.test(text) ? 1 : 0));
    return hit;
  };
  const near = (p: Pair) => (has(p.a) && has(p.b) ? has(p.both) : 0);
  return { has, near };
}

function linkFeatures(text: string, has: (re: RegExp) => number) {
  const match = LINK.exec(text);
  if (!match) return { link: 0, lookalike: 0, shortener: 0, linkAction: 0 };
  const host = (match[1] ?? match[2] ?? '').replace(/\.$/, '');
  const official = OFFICIAL_HOSTS.has(host) || OFFICIAL_HOSTS.has(host.replace(/^www\./, ''));
  return {
    link: 1,
    lookalike: !official && TRUSTED_NAME.test(host) ? 1 : 0,
    shortener: has(SHORTENER),
    linkAction: has(RE.linkAction),
  };
}

/**
 * The Latin reading's lists (india-words.ts, some thirty) are read on its distinct clauses: none of
 * their words or phrases spans a comma or a full stop, so a clause said twice answers them as once,
 * and a long message that repeats itself costs no more than the message once (a 2,000-character
 * message must be read in under a millisecond). `near` reads the whole text.
 */
function latinReaderOf(latin: string) {
  const clauses = [...new Set(latin.split(/[.!?,;|\n]+/).map((c) => c.trim()))].join('. ');
  return { has: reader(clauses).has, near: reader(latin).near };
}

/**
 * The features of one normalised message, by name (the names are the model's columns). `latin` is
 * its Latin reading (normalise.ts), which the lists of every language's words (india-words.ts) and
 * the sums are read on.
 */
export function readFeatures(
  text: string,
  sender?: SenderRole,
  latin: string = latinReading(text),
): Record<string, number> {
  const { has, near } = reader(text);
  const latinReader = latinReaderOf(latin);
  const inLatin = latinReader.has;
  const seller = sender === 'seller' ? 1 : 0;
  const buyer = sender === 'buyer' ? 1 : 0;
  // "It says don't share, but I am the buyer, tell me": a warning turned round does not count.
  const notTurned = 1 - has(RE.contrast);
  const negated = has(NEGATED) * notTurned;
  const secretNegated = Math.max(near(NEAR.secretNegated), latinReader.near(SECRET_NEVER)) * notTurned;
  const feeNegated = near(NEAR.feeNegated) * notTurned;
  const upiNegated = near(NEAR.upiNegated) * notTurned;
  const afterSeeing = Math.max(has(AFTER_SEEING), inLatin(SEEN));
  const onDelivery = has(ON_DELIVERY);
  const past = has(PAST);
  const youPay = has(YOU_PAY);
  const iPay = has(I_PAY);
  const payFirst = has(PAY_FIRST);
  const question = has(RE.question);
  const feeAsked = Math.max(near(NEAR.feeStrong), near(NEAR.feeWeak) * has(RE.pay));
  const refundable = has(REFUNDABLE);
  const overpay = has(OVERPAY);
  const returnDifference = has(RETURN_DIFFERENCE);
  const military = has(RE.military);
  const militaryMoving = near(NEAR.militaryMoving);
  const phone = has(PHONE_NUMBER);
  const meeting = has(MEETING);
  const chatApp = has(RE.chatApp) * (1 - has(NOT_ON_CHAT_APP));
  const links = linkFeatures(text, has);
  const addressPin = has(ADDRESS_PIN);
  const pinAsk = near(NEAR.pinAsk);
  const secretAsked = Math.max(near(NEAR.otpAsk), pinAsk * (1 - addressPin), near(NEAR.cardAsk));
  const cantMeet = has(CANT_MEET);
  const inviteViewing = has(INVITE_VIEWING);
  const sendBack = has(SEND_BACK);
  const chatAppOrNumber = Math.max(chatApp, has(NUMBER_ASK));
  const upiAsk = Math.max(
    near(NEAR.requestMoney),
    near(NEAR.approveMoney),
    near(NEAR.qrReceive),
    near(NEAR.scanReceive),
  );
  const pressure = has(PRESSURE);
  const smallVerify = has(SMALL_VERIFY);
  const twoStep = has(TWO_STEP);
  const install = has(INSTALL);
  const mistake = has(MISTAKE);
  const moneyAsked = Math.max(feeAsked, payFirst, youPay, upiAsk);
  const feeOrAsk = Math.max(moneyAsked, has(RE.fee));
  const payUnlocks = has(PAY_UNLOCKS);
  // Read only when they can count: each is one factor of a product.
  const balanceLater = feeOrAsk ? has(BALANCE_LATER) : 0;
  const leaveReason = has(LEAVE_REASON);
  // Every language's words for the same asks (india-words.ts), and what the sums say (numbers.ts).
  const sums = sumShapes(sumsIn(latin));
  const giveBack = inLatin(GIVE_BACK);
  const wrongMoney = Math.max(inLatin(ERROR), inLatin(EXCESS), inLatin(INSTEAD), sums.tenfold);
  const sendIt = inLatin(SEND_IT);
  const payerStep = inLatin(PAYER_STEP);
  const creditClaim = inLatin(CREDIT_CLAIM);
  const noLook = inLatin(NO_LOOK);
  const liveScreen = inLatin(LIVE_SCREEN);
  const callMe = inLatin(CALL_ME);
  const forces = inLatin(FORCES);
  const feeWord = inLatin(FEE_WORD);
  const before = inLatin(BEFORE);
  const maskedPhone = has(MASKED_PHONE);
  const secretWord = Math.max(has(RE.otp), has(RE.pin), has(RE.card), has(RE.codeArrived));
  return {
    seller,
    buyer,
    // The shape of the ask, whatever the item or the language (ask-words.ts).
    pressure,
    pressure_on_ask: pressure * Math.max(moneyAsked, secretAsked),
    no_hurry: has(NO_HURRY),
    small_verify: smallVerify,
    small_verify_pay: smallVerify * Math.max(moneyAsked, has(RE.pay)),
    two_step: twoStep,
    two_step_pay: twoStep * Math.max(moneyAsked, has(RE.pay)),
    install_app: install,
    install_app_asked: install * Math.max(has(RE.ask), has(RE.remote), links.link),
    masked_number: has(MASKED),
    mistake,
    mistake_send_back: mistake * Math.max(sendBack, returnDifference),
    code_read_back: has(RE.codeArrived) * has(RE.ask) * (1 - secretNegated),
    code_passed_on: near(NEAR.codePassedOn) * (1 - secretNegated),
    // The order of the deal: paying is what lets the item be seen, a fee now and the rest later,
    // a fee paid to someone who is not the seller (order-words.ts).
    pay_unlocks: payUnlocks,
    pay_unlocks_money: payUnlocks * feeOrAsk,
    pay_unlocks_by_seller: payUnlocks * seller,
    fee_then_balance: balanceLater * feeOrAsk,
    fee_then_balance_by_seller: balanceLater * feeOrAsk * seller,
    third_party_fee: Math.max(moneyAsked, has(RE.fee) * has(RE.pay)) ? has(THIRD_PARTY) : 0,
    // The direction of money turned round: the payer's action told as the way to receive.
    act_to_receive: near(NEAR.actToReceive) * (1 - upiNegated),
    money_to_me_first: moneyAsked * (1 - afterSeeing) * (1 - onDelivery) * (1 - meeting),
    negated,
    condition: has(RE.condition),
    question,
    past,
    warning: has(RE.warning),
    reassure: has(RE.reassure),
    other_story: has(RE.otherStory),
    amount: has(RE.amount),
    // UPI: a collect request, a QR or a PIN "to receive" money takes it instead.
    upi_asked: upiAsk * (1 - upiNegated),
    upi_negated: upiAsk * upiNegated,
    pin_receive: near(NEAR.pinReceive),
    approve: has(RE.approve),
    request: has(RE.request),
    qr_mention: has(RE.qr),
    qr_by_buyer: has(RE.qr) * buyer,
    qr_after_seeing: has(RE.qr) * afterSeeing,
    // Secrets asked for, or warned about ("never share the OTP").
    secret_asked: secretAsked * (1 - secretNegated),
    secret_negated: secretAsked * secretNegated,
    otp_mention: has(RE.otp) * (1 - secretNegated),
    pin_mention: has(RE.pin) * (1 - secretNegated),
    card_mention: has(RE.card) * (1 - secretNegated),
    secret_mention_negated: Math.max(has(RE.otp), has(RE.pin), has(RE.card)) * secretNegated,
    remote_access: has(RE.remote) * (1 - secretNegated),
    code_arrived: has(RE.codeArrived) * (1 - secretNegated),
    address_pin: addressPin,
    // Money: what for, who pays, and when.
    fee_mention: has(RE.fee),
    fee_asked: feeAsked * (1 - feeNegated) * (1 - past),
    fee_asked_by_seller: feeAsked * seller * (1 - feeNegated),
    fee_asked_by_buyer: feeAsked * buyer,
    fee_negated: feeAsked * feeNegated,
    hold_for_money: near(NEAR.holdForMoney) * (1 - feeNegated),
    fee_refundable: Math.max(feeAsked, has(RE.fee)) * refundable,
    fee_in_past: Math.max(feeAsked, has(RE.fee)) * past,
    fee_question: feeAsked * question,
    you_pay: youPay * (1 - feeNegated),
    you_pay_by_seller: youPay * seller,
    i_pay: iPay,
    i_pay_by_buyer: iPay * buyer,
    pay_first: payFirst * (1 - feeNegated),
    pay_first_by_seller: payFirst * seller * (1 - feeNegated),
    pay_first_negated: payFirst * feeNegated,
    after_seeing: afterSeeing,
    after_seeing_by_buyer: afterSeeing * buyer,
    on_delivery: onDelivery,
    cant_meet: cantMeet,
    cant_meet_by_seller: cantMeet * seller,
    // Overpayment: more than the price, "send the difference back".
    overpay,
    send_back: sendBack,
    return_difference: returnDifference,
    overpay_and_send_back: overpay * Math.max(sendBack, returnDifference),
    overpay_in_past: overpay * past,
    overpay_question: overpay * question,
    overpay_by_buyer: overpay * Math.max(sendBack, returnDifference) * buyer,
    // Army story: serving now, moving, sending by courier.
    military,
    military_moving: militaryMoving,
    military_not_now: near(NEAR.militaryNotNow),
    military_by_seller: military * seller,
    military_moving_by_seller: militaryMoving * seller,
    military_no_meeting: military * Math.max(cantMeet, feeAsked, payFirst, youPay),
    military_after_seeing: military * Math.max(afterSeeing, inviteViewing),
    military_paying: military * Math.max(upiAsk, has(RE.approve), has(RE.qr), iPay, has(RE.account)),
    invite_viewing: inviteViewing,
    invite_viewing_by_seller: inviteViewing * seller,
    // Off Bazaar: chat apps, numbers before a meeting, links.
    chat_app: chatApp,
    chat_app_for_location: chatApp * has(RE.location),
    chat_app_or_number: chatAppOrNumber,
    number_ask: has(NUMBER_ASK),
    phone_number: phone,
    phone_contact: phone * has(RE.contactMe),
    phone_before_meeting: phone * (1 - meeting),
    meeting,
    leave_reason: leaveReason,
    move_elsewhere: near(NEAR.moveElsewhere) * (1 - has(STAY_HERE)) * (1 - has(NOT_ON_CHAT_APP)),
    leave_with_channel: leaveReason ? has(OTHER_CHANNEL) : 0,
    // Tested only when there is an @: most messages have none.
    email: text.includes('@') ? has(EMAIL) : 0,
    masked_contact: has(MASKED) * Math.max(chatApp, has(RE.contactMe)),
    stay_here: has(STAY_HERE),
    outside: has(OUTSIDE),
    leaves_bazaar: Math.max(has(OUTSIDE), chatAppOrNumber) * (1 - has(STAY_HERE)),
    link: links.link,
    lookalike_link: links.lookalike,
    short_link: links.shortener,
    link_action: links.link * links.linkAction,
    // The same asks in any of the languages, and the sums' shapes.
    wrong_money: wrongMoney,
    wrong_money_back: wrongMoney * giveBack,
    wrong_money_back_by_buyer: wrongMoney * giveBack * buyer,
    sums_tenfold: sums.tenfold,
    sums_difference: sums.difference,
    sums_difference_back: sums.difference * giveBack,
    small_and_large: sums.smallAndLarge,
    small_and_large_send: sums.smallAndLarge * sendIt,
    give_back: giveBack,
    refund_by_payer_step: inLatin(REFUND_OFFER) * payerStep,
    payer_step: payerStep,
    payer_step_reaches_you: payerStep * inLatin(REACHES_YOU) * (1 - upiNegated),
    payer_step_by_buyer: payerStep * buyer,
    credit_claim: creditClaim,
    credit_claim_hand_over: creditClaim * inLatin(HAND_OVER),
    release_for_fee: inLatin(RELEASE) * Math.max(sendIt, has(RE.fee)) * Math.max(creditClaim, has(RE.amount)),
    no_look: noLook,
    no_look_by_buyer: noLook * buyer,
    send_first: inLatin(BEFORE) * sendIt * (1 - feeNegated),
    send_first_by_seller: inLatin(BEFORE) * sendIt * seller * (1 - feeNegated),
    errand_code: inLatin(ERRAND) * secretWord,
    live_screen: liveScreen,
    live_screen_secret: liveScreen * Math.max(secretWord, has(RE.remote), has(RE.account)),
    pay_link: inLatin(PAY_LINK),
    pay_link_secret: inLatin(PAY_LINK) * Math.max(secretWord, payerStep),
    mail_ask: inLatin(MAIL_ASK),
    // Leaving the chat, in any language: it is slow or takes a cut here, so call or chat elsewhere.
    // A chat app named in another script's spelling, apart from chat_app: the other languages' honest
    // sellers name it as often as their tricksters do.
    chat_app_any_script: inLatin(CHAT_STEM) * (1 - has(NOT_ON_CHAT_APP)),
    chat_fault_here: inLatin(HERE) * inLatin(CHAT_FAULT),
    chat_fault_leave:
      inLatin(HERE) * inLatin(CHAT_FAULT) * Math.max(chatApp, inLatin(CHAT_STEM), phone, callMe, maskedPhone),
    call_me: callMe,
    masked_phone: maskedPhone,
    // Each kind's core ask in any language: a code told, card digits, a fee sent first, the forces.
    code_told: inLatin(CODE_WORD_IN) * inLatin(TELL_ME) * (1 - secretNegated),
    card_digits: inLatin(CARD_DIGITS) * (1 - secretNegated),
    fee_sent: feeWord * sendIt * (1 - feeNegated),
    fee_sent_first: feeWord * sendIt * before * (1 - feeNegated),
    fee_sent_by_seller: feeWord * sendIt * seller * (1 - feeNegated),
    forces,
    forces_moved: forces * inLatin(MOVED),
    forces_by_seller: forces * seller,
    forces_paying: forces * Math.max(sendIt, payerStep, feeWord),
    forces_seen: forces * Math.max(afterSeeing, inviteViewing),
    masked_phone_contact: maskedPhone * Math.max(callMe, chatApp, has(RE.contactMe)),
  };
}

/** The feature names, in the order the model stores weights. */
export const FEATURE_NAMES: readonly string[] = Object.keys(readFeatures(''));
