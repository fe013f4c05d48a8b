import { describe, expect, it } from 'vitest';
import { checkMessage } from './check.ts';
import type { SenderRole } from './features.ts';
import { SCAM_KINDS, type ScamKind } from './kinds.ts';
import { normaliseMessage } from './normalise.ts';
import { SHIELD_MODEL } from './shield-model.ts';

// Each trick in each script, as its usual sender writes it: one example per pattern, in English,
// Hindi in Latin letters and Devanagari.
const SCAMS: [ScamKind, SenderRole, string][] = [
  ['upi_request_or_qr', 'buyer', 'I sent a money request on GPay, accept it to receive 5000'],
  ['upi_request_or_qr', 'buyer', 'Scan this QR code and the payment will be credited'],
  ['upi_request_or_qr', 'buyer', 'Enter your UPI PIN to receive the amount'],
  ['upi_request_or_qr', 'buyer', 'QR scan karo paise aa jayenge'],
  ['upi_request_or_qr', 'buyer', 'phonepe pe request bheji hai accept karo'],
  ['upi_request_or_qr', 'buyer', 'क्यूआर कोड स्कैन करो, पैसे मिल जाएंगे'],
  ['upi_request_or_qr', 'buyer', 'गूगल पे पर रिक्वेस्ट भेजी है, स्वीकार करो'],
  ['otp_pin_cvv', 'buyer', 'Please share the OTP you just got'],
  ['otp_pin_cvv', 'buyer', 'Tell me your ATM PIN'],
  ['otp_pin_cvv', 'buyer', 'Send your card number and CVV'],
  ['otp_pin_cvv', 'buyer', 'OTP batao jaldi'],
  ['otp_pin_cvv', 'buyer', 'apna upi pin bata do'],
  ['otp_pin_cvv', 'buyer', 'ओटीपी बताओ'],
  ['otp_pin_cvv', 'buyer', 'अपना सीवीवी और कार्ड नंबर भेजो'],
  ['otp_pin_cvv', 'buyer', 'Please install AnyDesk, I will guide you step by step to receive the payment'],
  ['otp_pin_cvv', 'buyer', 'aapke phone pe abhi jo code aaya hai wo yaha likh do, payment confirm ho jayega'],
  ['advance_fee', 'seller', 'Pay 1500 courier charges and I will ship it'],
  ['advance_fee', 'seller', 'Send the full payment first, then I will courier it'],
  ['advance_fee', 'seller', 'Delivery charge 800 pay karo'],
  ['advance_fee', 'seller', 'pehle token 1000 bhejo'],
  ['advance_fee', 'seller', 'कूरियर चार्ज 500 भेज दो'],
  ['advance_fee', 'seller', 'पहले पैसे भेजो फिर सामान'],
  ['advance_fee', 'seller', 'Courier charge is only 600 and it is refundable on delivery'],
  ['army_transfer', 'seller', 'I am an army officer, just got transferred'],
  ['army_transfer', 'seller', 'CRPF me posting hai, courier se bhejunga'],
  ['army_transfer', 'seller', 'मैं आर्मी में हूं, ट्रांसफर हो गया है'],
  ['off_platform', 'seller', 'Call me on 9876543210 for the best price'],
  ['off_platform', 'seller', 'mera number 9812345678 call karo'],
  ['off_platform', 'seller', 'व्हाट्सएप पर बात करते हैं'],
  ['off_platform', 'seller', 'मुझे कॉल करो 9123456780'],
  ['off_platform', 'buyer', 'Payment done, please confirm your order at bazaar-orders-secure.in/confirm'],
  [
    'overpayment_refund',
    'buyer',
    'I am sending a cheque of 45000, the price is 40000, please return the difference by UPI',
  ],
];

describe('scam shield: each trick in each script', () => {
  it.each(SCAMS)('%s from the %s: %s', (kind, sender, text) => {
    const result = checkMessage(text, { sender });
    expect(result.flagged).toBe(true);
    expect(result.kinds).toContain(kind);
  });
});

// Messages that look close to a trick but are what honest buyers and sellers write.
const NEAR_MISSES: [SenderRole, string][] = [
  ['buyer', 'I will pay by UPI when I see the bike'],
  ['buyer', 'Main bike dekh ke UPI se payment kar dunga'],
  ['buyer', 'बाइक देखकर यूपीआई से पेमेंट कर दूंगा'],
  ['buyer', 'I will do a bank transfer after inspection'],
  ['buyer', 'I can pay by bank transfer once I have seen the phone'],
  ['buyer', 'Can you send it by courier? I will pay on delivery'],
  ['buyer', 'I serve in the army, I can come and see the bike on Sunday'],
  ['buyer', 'I paid a token to a dealer last year and lost it, so I pay only in person'],
  ['buyer', 'I can give 500 token now and the rest after inspection'],
  ['seller', 'Never share your OTP with anyone'],
  ['seller', 'I will factory reset the laptop before you come, no need to worry about my old accounts'],
  ['buyer', 'OTP kisi ko mat batana'],
  ['seller', 'ओटीपी किसी को न बताएं'],
  ['seller', 'The pin code of my area is 560034'],
  ['buyer', 'Send me the location pin'],
  ['seller', 'My father retired from the army, single owner car'],
  ['buyer', 'Please send the registration papers photo'],
  ['seller', 'OK Saturday 11 am at Andheri station, call me on 9876543210 when you reach'],
  ['buyer', 'Kal 6 baje metro gate pe milte hai, pahunch ke call karna 9810012345'],
  ['seller', 'No WhatsApp please, we can talk here'],
  ['buyer', 'Can I scan your QR and pay after I check the phone?'],
  ['buyer', 'I request you to hold it till evening'],
  ['seller', 'Hyundai i10 2014, 45000 km'],
  ['seller', 'Samsung S23 5G, 128 GB, with bill'],
  ['buyer', 'Is it still available?'],
  ['buyer', 'क्या यह अभी भी उपलब्ध है?'],
];

// A bare move to a chat app: honest sellers in the world parts write the same words to send photos
// or a video the chat will not take, so these get the quiet safety tip rather than a warning.
const BARE_MOVES: [SenderRole, string][] = [
  ['seller', 'Message me on WhatsApp'],
  ['seller', 'Let us deal outside the app'],
  ['seller', 'whatsapp pe aao bhai'],
];

describe('scam shield: a bare move off the chat', () => {
  it.each(BARE_MOVES)('from the %s, at least a tip: %s', (sender, text) => {
    const check = checkMessage(text, { sender });
    expect([...check.kinds, ...check.tips]).toContain('off_platform');
  });
});

describe('scam shield: honest messages that look close', () => {
  it.each(NEAR_MISSES)('from the %s: %s', (sender, text) => {
    expect(checkMessage(text, { sender })).toMatchObject({ flagged: false, kinds: [] });
  });
});

describe('who sends it', () => {
  it('reads a courier fee asked for by the seller as the trick, asked about by the buyer as a question', () => {
    const text = 'Courier charge 500 pehle bhejna hoga?';
    expect(checkMessage(text, { sender: 'seller' }).kinds).toContain('advance_fee');
    expect(checkMessage(text, { sender: 'buyer' }).kinds).not.toContain('advance_fee');
  });
});

describe('normalising tricks', () => {
  it.each([
    ['w h a t s a p p me', 'whatsapp me'],
    ['W.h.a.t.s.A.p.p', 'whatsapp'],
    ['send 0TP', 'send otp'],
    ['wh@tsapp', 'whatsapp'],
    ['९८७६५४३२१०', '9876543210'],
    ['O\u200bT\u200bP', 'otp'],
    ['otppppp bhejo', 'otpp bhejo'],
    ['फ़ौज', 'फौज'],
  ])('%s reads as %s', (input, read) => {
    expect(normaliseMessage(input)).toBe(read);
  });

  it('keeps model names and prices as written', () => {
    expect(normaliseMessage('i10 for 3.5 lakh, S23 5G')).toBe('i10 for 3.5 lakh, s23 5g');
  });

  it('catches a spaced or disguised trick', () => {
    expect(checkMessage('w h a t s a p p karo', { sender: 'seller' }).kinds).toEqual(['off_platform']);
    expect(checkMessage('0TP bhejo', { sender: 'buyer' }).kinds).toEqual(['otp_pin_cvv']);
    expect(checkMessage('मुझे कॉल करो ९१२३४५६७८०', { sender: 'seller' }).kinds).toEqual(['off_platform']);
  });
});

describe('the level of a check', () => {
  it('warns when sure, and gives no tip with a warning', () => {
    const sure = checkMessage('Scan this QR code and enter your UPI PIN to receive 5000', {
      sender: 'buyer',
    });
    expect(sure.level).toBe('warn');
    expect(sure.flagged).toBe(true);
    expect(sure.tips).toEqual([]);
  });

  it('says nothing about a plain question', () => {
    const plain = checkMessage('Is the cycle still available? I can come on Sunday', { sender: 'buyer' });
    expect(plain).toMatchObject({ level: 'none', flagged: false, kinds: [], tips: [] });
  });

  it('gives a tip for the kinds between the tip and the warning, only when nothing is warned', () => {
    const texts = [
      ...SCAMS.map(([, sender, text]) => [sender, text] as const),
      ['seller', 'GPay is fine after you see the bike, or cash'],
      ['buyer', 'I paid the token on GPay after the visit, see you Sunday'],
      ['seller', 'Courier is possible but only cash on delivery'],
    ] as const;
    for (const [sender, text] of texts) {
      const check = checkMessage(text, { sender });
      const between = SCAM_KINDS.filter(
        (k) =>
          check.scores[k] >= SHIELD_MODEL.kinds[k].tip && check.scores[k] < SHIELD_MODEL.kinds[k].threshold,
      );
      expect(check.tips, text).toEqual(check.kinds.length ? [] : between);
      expect(check.level, text).toBe(check.kinds.length ? 'warn' : between.length ? 'tip' : 'none');
    }
  });
});
