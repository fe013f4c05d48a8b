import { describe, expect, it } from 'vitest';
import { readFeatures } from './features.ts';
import { readLexical } from './lexical.ts';
import { normaliseMessage } from './normalise.ts';
import { near } from './vocabulary.ts';

const features = (text: string, sender: 'buyer' | 'seller' = 'buyer') =>
  readFeatures(normaliseMessage(text), sender);

describe('reading the evidence', () => {
  it.each([
    ['ভুল করে ১২০০০ পাঠিয়ে ফেলেছি, ১২০০ ছিল। বাকি ১০৮০০ ফেরত দিন', 'wrong_money_back'],
    ['ભાઈ, તમારું ટોકન ભૂલથી બે વાર પાછું ગયું, ₹1,000 પાછા મોકલી દો', 'wrong_money_back'],
    ['tappagi 6,000 badalu 60,000 kalisibitte, 54,000 vapas kalisi', 'sums_difference_back'],
    ['cashback 250 bheja hai, approve karke pin daalo', 'refund_by_payer_step'],
    ['payment done, credited showing, keep the bike ready', 'credit_claim_hand_over'],
    ['dekhne ki zaroorat nahi, maine request bheji hai', 'no_look_by_buyer'],
    ['সাইকেলটা নেব, আমি আর্মিতে আছি, বদলি হয়েছে', 'forces_moved'],
    ['கார்டு பின்னாடி இருக்கிற மூணு நம்பர் சொல்லுங்க', 'card_digits'],
    ['ಕೊರಿಯರ್ ಚಾರ್ಜ್ 1200 ಮೊದಲು ಕಳುಹಿಸಿ', 'fee_sent_first'],
    ['ekhane chat khub slow, telegrame asun', 'chat_fault_leave'],
    ['bhai sahab call karo, 96xx xx 4410', 'masked_phone_contact'],
  ])('reads the ask in any language or in its sums: %s', (text, feature) => {
    expect(features(text)[feature]).toBe(1);
  });

  it('reads an RTO or loan code as an errand, and "share karvano nathi" as a warning', () => {
    const rto = features(
      'RTO ma transfer vakhte tamaro OTP tame nakhjo, maro hu nakhish. Koine share karvano nathi.',
    );
    expect(rto).toMatchObject({ errand_code: 1, secret_negated: 1 });
  });

  it.each([
    'Please install AnyDesk, I will guide you to receive the payment',
    'WhatsApp video call pe screen share on karo',
    'स्क्रीन शेयर चालू करिए, मैं बताता हूँ',
  ])('reads a remote-control app or a screen share: %s', (text) => {
    expect(features(text).remote_access).toBe(1);
  });

  it.each([
    'the code that just came on your phone, read it out to me',
    'verification ke liye ek code gaya hoga aapko, wo likh dijiye',
    'आपको अभी जो मैसेज आया है उसमें जो नंबर है वही लिख दीजिए',
  ])('reads a code asked for without the word OTP: %s', (text) => {
    expect(features(text).code_arrived).toBe(1);
  });

  it('reads a warning only next to what it warns about', () => {
    const reassured = features(
      'sir ATM pin bata do ek baar, accounts wala verify karega phir NEFT ho jayega, tension mat lo',
    );
    expect(reassured).toMatchObject({ secret_asked: 1, secret_negated: 0 });
    expect(features('never share your OTP with anyone')).toMatchObject({ secret_negated: 1, otp_mention: 0 });
    expect(
      features('token ke 1000 bhejo aaj hi, parcel kal subah nikal jayega, chinta mat karo', 'seller'),
    ).toMatchObject({
      fee_asked_by_seller: 1,
      fee_negated: 0,
    });
  });

  it('reads reassurance as its own evidence, not as a warning', () => {
    expect(features('tension mat lo, 100% genuine hu', 'seller')).toMatchObject({ reassure: 1, negated: 0 });
    expect(features('chinta mat karo, paisa wapas aa jayega')).toMatchObject({ reassure: 1, negated: 0 });
    expect(features('payment mat karo abhi').negated).toBe(1);
  });

  it('reads money asked for to hold the item', () => {
    expect(features('pakka lena hai toh 1000 daal do, rok ke rakhunga', 'seller').hold_for_money).toBe(1);
    expect(features('Just 10% advance to lock the price', 'seller').hold_for_money).toBe(1);
    expect(features('can you hold it till Sunday?').hold_for_money).toBe(0);
  });

  it('keeps both sides of a pair of alternatives whole', () => {
    const pair = near('never|x', 'otp', 5);
    expect(pair.test('x otp')).toBe(true);
    expect(pair.test('never mind, otp')).toBe(false);
    expect(pair.test('never')).toBe(false);
  });
});

describe('the lexical reading', () => {
  it("adds each word again as the buyer's or the seller's", () => {
    const text = normaliseMessage('pay the courier charge first');
    const plain = readLexical(text, 4096);
    const seller = readLexical(text, 4096, 'seller');
    const buyer = readLexical(text, 4096, 'buyer');
    expect(seller.index.length).toBeGreaterThan(plain.index.length);
    expect(seller.index.filter((b) => !buyer.index.includes(b)).length).toBeGreaterThan(0);
  });
});
