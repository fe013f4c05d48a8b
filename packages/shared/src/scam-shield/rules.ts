import type { ScamKind } from './kinds.ts';
import {
  ASK,
  CARD,
  CHARGE,
  CHAT_APP,
  CONTACT_ME,
  FEE_STRONG,
  FEE_WEAK,
  IN_PERSON,
  MEETING,
  MILITARY,
  MONEY_APP,
  near,
  NEGATED_SHARING,
  NOT_ON_CHAT_APP,
  OTP,
  OUTSIDE,
  PAY,
  PAY_FIRST,
  PHONE_NUMBER,
  PIN,
  QR,
  RECEIVE,
  RELOCATION,
  REQUEST,
  SCAN,
} from './vocabulary.ts';

/** One pattern of one trick, tested on normalised text. */
export interface ScamRule {
  id: string;
  kind: ScamKind;
  test(text: string): boolean;
}

const all =
  (...res: RegExp[]) =>
  (t: string) =>
    res.every((re) => re.test(t));
const but = (test: (t: string) => boolean, unless: RegExp) => (t: string) => test(t) && !unless.test(t);
const re = (source: string) => new RegExp(source, 'u');
const has = (pattern: RegExp) => (t: string) => pattern.test(t);

export const SCAM_RULES: readonly ScamRule[] = [
  // "I have sent a request, accept it to receive the money": a collect request takes money instead.
  {
    id: 'upi.request',
    kind: 'upi_request_or_qr',
    test: but(has(near(REQUEST, MONEY_APP, 40)), NEGATED_SHARING),
  },
  // "Scan this QR to receive the payment": scanning a QR code only ever pays.
  { id: 'upi.qr_receive', kind: 'upi_request_or_qr', test: has(near(QR, RECEIVE, 80)) },
  { id: 'upi.scan_receive', kind: 'upi_request_or_qr', test: has(near(SCAN, RECEIVE, 60)) },
  // "Enter your PIN to receive the money": a PIN is only ever needed to pay.
  { id: 'upi.pin_receive', kind: 'upi_request_or_qr', test: has(near(PIN, RECEIVE, 60)) },

  { id: 'otp.ask', kind: 'otp_pin_cvv', test: but(has(near(OTP, ASK, 40)), NEGATED_SHARING) },
  { id: 'otp.pin', kind: 'otp_pin_cvv', test: but(has(near(PIN, ASK, 40)), NEGATED_SHARING) },
  {
    id: 'otp.pin_entry',
    kind: 'otp_pin_cvv',
    test: but(
      (t) => re(PIN).test(t) && /(?<![a-z])(?:enter|put|type|daal|dal|डाल|डालो|डालें)/u.test(t),
      NEGATED_SHARING,
    ),
  },
  { id: 'otp.card', kind: 'otp_pin_cvv', test: but(has(near(CARD, ASK, 60)), NEGATED_SHARING) },

  // "Pay the courier charge / token first and I will send it."
  { id: 'fee.strong', kind: 'advance_fee', test: but(has(near(FEE_STRONG, PAY, 50)), IN_PERSON) },
  { id: 'fee.weak', kind: 'advance_fee', test: but(all(near(FEE_WEAK, CHARGE, 30), re(PAY)), IN_PERSON) },
  { id: 'fee.pay_first', kind: 'advance_fee', test: but((t) => PAY_FIRST.test(t), IN_PERSON) },

  // "I am an army officer, transferred, the item will come by courier from the camp."
  { id: 'army.transfer', kind: 'army_transfer', test: has(near(MILITARY, RELOCATION, 120)) },

  // "Message me on WhatsApp", "call me on 98…" before any meeting, "pay outside the app".
  { id: 'off.chat_app', kind: 'off_platform', test: but((t) => re(CHAT_APP).test(t), NOT_ON_CHAT_APP) },
  { id: 'off.number', kind: 'off_platform', test: but(all(PHONE_NUMBER, re(CONTACT_ME)), MEETING) },
  { id: 'off.outside', kind: 'off_platform', test: (t) => OUTSIDE.test(t) },
];
