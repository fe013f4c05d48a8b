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
  ADDRESS_PIN,
  APPROVE,
  ASK,
  CARD,
  MONEY_APP,
  near,
  NEGATED,
  OTP,
  PIN,
  QR,
  RECEIVE,
  REQUEST,
  SCAN,
  WARNING,
} from './vocabulary.ts';

/** Who wrote the message, in this conversation: the buyer asking about the ad, or its seller. */
export type SenderRole = 'buyer' | 'seller';

/**
 * The evidence one message gives, as numbers in [0, 1]. Each feature reads one thing a person would
 * weigh; the model (model.ts) learns how much each counts for each kind of trick. Several are
 * products of two others (a fee asked for BY THE SELLER), because a linear score cannot multiply.
 */
const re = (source: string) => new RegExp(source, 'u');
const RE = {
  requestMoney: near(REQUEST, MONEY_APP, 40),
  qrReceive: near(QR, RECEIVE, 80),
  scanReceive: near(SCAN, RECEIVE, 60),
  pinReceive: near(PIN, RECEIVE, 60),
  qr: re(`${QR}|${SCAN}`),
  otpAsk: near(OTP, ASK, 40),
  otp: re(OTP),
  pinAsk: near(PIN, ASK, 40),
  pin: re(PIN),
  cardAsk: near(CARD, ASK, 60),
  feeStrong: near(FEE_STRONG, PAY, 50),
  feeWeak: near(FEE_WEAK, CHARGE, 30),
  fee: re(`${FEE_STRONG}|${FEE_WEAK}`),
  pay: re(PAY),
  military: re(MILITARY),
  militaryMoving: near(MILITARY, RELOCATION, 120),
  militaryNotNow: near(MILITARY, MILITARY_NOT_NOW, 40),
  chatApp: re(CHAT_APP),
  linkAction: re(LINK_ACTION),
  approve: re(APPROVE),
  request: re(REQUEST),
  warning: re(WARNING),
  contrast: /(?<![a-z])(?:but|par|lekin|magar)(?![a-z])|(?<![\p{L}\p{M}])(?:पर|लेकिन|मगर)(?![\p{L}\p{M}])/u,
  account: /(?<![a-z])(?:account|accounts|finance|department|canteen)(?![a-z])|खाते|अकाउंट/u,
  amount:
    /(?<![\d.])(?:\d{3,6}|\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d)? ?(?:k|lakh|hazar|thousand))(?![\d])|₹|(?<![a-z])rs(?![a-z])/u,
  contactMe: re(CONTACT_ME),
  question: /\?|(?<![a-z])(?:can you|will you|do you|is it|kya|kyaa|possible|available)(?![a-z])|क्या/u,
  condition: /(?<![a-z])(?:if|agar|in case|unless|otherwise)(?![a-z])|अगर|यदि/u,
};

const has = (re: RegExp, text: string) => (re.test(text) ? 1 : 0);

function linkFeatures(text: string) {
  const match = LINK.exec(text);
  if (!match) return { link: 0, lookalike: 0, shortener: 0, linkAction: 0 };
  const host = (match[1] ?? match[2] ?? '').replace(/\.$/, '');
  const official = OFFICIAL_HOSTS.has(host) || OFFICIAL_HOSTS.has(host.replace(/^www\./, ''));
  return {
    link: 1,
    lookalike: !official && TRUSTED_NAME.test(host) ? 1 : 0,
    shortener: has(SHORTENER, text),
    linkAction: has(RE.linkAction, text),
  };
}

/** The features of one normalised message, by name (the names are the model's columns). */
export function readFeatures(text: string, sender?: SenderRole): Record<string, number> {
  const seller = sender === 'seller' ? 1 : 0;
  const buyer = sender === 'buyer' ? 1 : 0;
  // "It says don't share, but I am the buyer, tell me": a warning turned round does not count.
  const negated = has(NEGATED, text) * (1 - has(RE.contrast, text));
  const afterSeeing = has(AFTER_SEEING, text);
  const onDelivery = has(ON_DELIVERY, text);
  const past = has(PAST, text);
  const youPay = has(YOU_PAY, text);
  const iPay = has(I_PAY, text);
  const payFirst = has(PAY_FIRST, text);
  const question = has(RE.question, text);
  const feeAsked = Math.max(has(RE.feeStrong, text), has(RE.feeWeak, text) * has(RE.pay, text));
  const refundable = has(REFUNDABLE, text);
  const overpay = has(OVERPAY, text);
  const returnDifference = has(RETURN_DIFFERENCE, text);
  const military = has(RE.military, text);
  const militaryMoving = has(RE.militaryMoving, text);
  const phone = has(PHONE_NUMBER, text);
  const meeting = has(MEETING, text);
  const chatApp = has(RE.chatApp, text) * (1 - has(NOT_ON_CHAT_APP, text));
  const links = linkFeatures(text);
  const addressPin = has(ADDRESS_PIN, text);
  const pinAsk = has(RE.pinAsk, text);
  const secretAsked = Math.max(has(RE.otpAsk, text), pinAsk * (1 - addressPin), has(RE.cardAsk, text));
  const cantMeet = has(CANT_MEET, text);
  const inviteViewing = has(INVITE_VIEWING, text);
  const sendBack = has(SEND_BACK, text);
  const chatAppOrNumber = Math.max(chatApp, has(NUMBER_ASK, text));
  const upiAsk = Math.max(has(RE.requestMoney, text), has(RE.qrReceive, text), has(RE.scanReceive, text));
  return {
    seller,
    buyer,
    negated,
    condition: has(RE.condition, text),
    question,
    past,
    warning: has(RE.warning, text),
    amount: has(RE.amount, text),
    // UPI: a collect request, a QR or a PIN "to receive" money takes it instead.
    upi_asked: upiAsk * (1 - negated),
    upi_negated: upiAsk * negated,
    pin_receive: has(RE.pinReceive, text),
    approve: has(RE.approve, text),
    request: has(RE.request, text),
    qr_mention: has(RE.qr, text),
    qr_after_seeing: has(RE.qr, text) * afterSeeing,
    // Secrets asked for, or warned about ("never share the OTP").
    secret_asked: secretAsked * (1 - negated),
    secret_negated: secretAsked * negated,
    otp_mention: has(RE.otp, text) * (1 - negated),
    pin_mention: has(RE.pin, text) * (1 - negated),
    card_mention: has(RE.cardAsk, text) * (1 - negated),
    secret_mention_negated: Math.max(has(RE.otp, text), has(RE.pin, text), has(RE.cardAsk, text)) * negated,
    address_pin: addressPin,
    // Money: what for, who pays, and when.
    fee_mention: has(RE.fee, text),
    fee_asked: feeAsked * (1 - negated) * (1 - past),
    fee_asked_by_seller: feeAsked * seller * (1 - negated),
    fee_asked_by_buyer: feeAsked * buyer,
    fee_negated: feeAsked * negated,
    fee_refundable: Math.max(feeAsked, has(RE.fee, text)) * refundable,
    fee_in_past: Math.max(feeAsked, has(RE.fee, text)) * past,
    fee_question: feeAsked * question,
    you_pay: youPay * (1 - negated),
    you_pay_by_seller: youPay * seller,
    i_pay: iPay,
    i_pay_by_buyer: iPay * buyer,
    pay_first: payFirst * (1 - negated),
    pay_first_by_seller: payFirst * seller * (1 - negated),
    pay_first_negated: payFirst * negated,
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
    military_not_now: has(RE.militaryNotNow, text),
    military_by_seller: military * seller,
    military_moving_by_seller: militaryMoving * seller,
    military_no_meeting: military * Math.max(cantMeet, feeAsked, payFirst, youPay),
    military_after_seeing: military * Math.max(afterSeeing, inviteViewing),
    military_paying:
      military * Math.max(upiAsk, has(RE.approve, text), has(RE.qr, text), iPay, has(RE.account, text)),
    invite_viewing: inviteViewing,
    invite_viewing_by_seller: inviteViewing * seller,
    // Off Bazaar: chat apps, numbers before a meeting, links.
    chat_app: chatApp,
    chat_app_or_number: chatAppOrNumber,
    number_ask: has(NUMBER_ASK, text),
    phone_number: phone,
    phone_contact: phone * has(RE.contactMe, text),
    phone_before_meeting: phone * (1 - meeting),
    meeting,
    stay_here: has(STAY_HERE, text),
    outside: has(OUTSIDE, text),
    leaves_bazaar: Math.max(has(OUTSIDE, text), chatAppOrNumber) * (1 - has(STAY_HERE, text)),
    link: links.link,
    lookalike_link: links.lookalike,
    short_link: links.shortener,
    link_action: links.link * links.linkAction,
  };
}

/** The feature names, in the order the model stores weights. */
export const FEATURE_NAMES: readonly string[] = Object.keys(readFeatures(''));
