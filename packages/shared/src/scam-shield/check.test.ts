import { describe, expect, it } from 'vitest';
import { checkMessage } from './check.ts';
import type { ScamKind } from './kinds.ts';
import { normaliseMessage } from './normalise.ts';

// Each trick in each script: one example per pattern, in English, Hindi in Latin letters and Devanagari.
const SCAMS: [ScamKind, string][] = [
  ['upi_request_or_qr', 'I sent a money request on GPay, accept it to receive 5000'],
  ['upi_request_or_qr', 'Scan this QR code and the payment will be credited'],
  ['upi_request_or_qr', 'Enter your UPI PIN to receive the amount'],
  ['upi_request_or_qr', 'QR scan karo paise aa jayenge'],
  ['upi_request_or_qr', 'phonepe pe request bheji hai accept karo'],
  ['upi_request_or_qr', 'क्यूआर कोड स्कैन करो, पैसे मिल जाएंगे'],
  ['upi_request_or_qr', 'गूगल पे पर रिक्वेस्ट भेजी है, स्वीकार करो'],
  ['otp_pin_cvv', 'Please share the OTP you just got'],
  ['otp_pin_cvv', 'Tell me your ATM PIN'],
  ['otp_pin_cvv', 'Send your card number and CVV'],
  ['otp_pin_cvv', 'OTP batao jaldi'],
  ['otp_pin_cvv', 'apna upi pin bata do'],
  ['otp_pin_cvv', 'ओटीपी बताओ'],
  ['otp_pin_cvv', 'अपना सीवीवी और कार्ड नंबर भेजो'],
  ['advance_fee', 'Pay 1500 courier charges and I will ship it'],
  ['advance_fee', 'Send the full payment first'],
  ['advance_fee', 'Delivery charge 800 pay karo'],
  ['advance_fee', 'pehle token 1000 bhejo'],
  ['advance_fee', 'कूरियर चार्ज 500 भेज दो'],
  ['advance_fee', 'पहले पैसे भेजो फिर सामान'],
  ['army_transfer', 'I am an army officer, just got transferred'],
  ['army_transfer', 'CRPF me posting hai, courier se bhejunga'],
  ['army_transfer', 'मैं आर्मी में हूं, ट्रांसफर हो गया है'],
  ['off_platform', 'Message me on WhatsApp'],
  ['off_platform', 'Call me on 9876543210 for the best price'],
  ['off_platform', 'Let us deal outside the app'],
  ['off_platform', 'whatsapp pe aao bhai'],
  ['off_platform', 'mera number 9812345678 call karo'],
  ['off_platform', 'व्हाट्सएप पर बात करते हैं'],
  ['off_platform', 'मुझे कॉल करो 9123456780'],
];

describe('scam shield: each trick in each script', () => {
  it.each(SCAMS)('%s: %s', (kind, text) => {
    const result = checkMessage(text);
    expect(result.flagged).toBe(true);
    expect(result.kinds).toContain(kind);
  });
});

// Messages that look close to a trick but are what honest buyers and sellers write.
const NEAR_MISSES = [
  'I will pay by UPI when I see the bike',
  'Main bike dekh ke UPI se payment kar dunga',
  'बाइक देखकर यूपीआई से पेमेंट कर दूंगा',
  'I will do a bank transfer after inspection',
  'I can give 500 token now and the rest after inspection',
  'Never share your OTP with anyone',
  'OTP kisi ko mat batana',
  'ओटीपी किसी को न बताएं',
  'The pin code of my area is 560034',
  'Send me the location pin',
  'My father retired from the army, single owner car',
  'Please send the registration papers photo',
  'OK Saturday 11 am at Andheri station, call me on 9876543210 when you reach',
  'Kal 6 baje metro gate pe milte hai, pahunch ke call karna 9810012345',
  'No WhatsApp please, we can talk here',
  'Can I scan your QR and pay after I check the phone?',
  'I request you to hold it till evening',
  'Hyundai i10 2014, 45000 km',
  'Samsung S23 5G, 128 GB, with bill',
  'Is it still available?',
  'क्या यह अभी भी उपलब्ध है?',
];

describe('scam shield: ordinary messages that look close', () => {
  it.each(NEAR_MISSES)('%s', (text) => {
    expect(checkMessage(text)).toMatchObject({ flagged: false, kinds: [] });
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
    expect(checkMessage('w h a t s a p p karo').kinds).toEqual(['off_platform']);
    expect(checkMessage('0TP bhejo').kinds).toEqual(['otp_pin_cvv']);
    expect(checkMessage('मुझे कॉल करो ९१२३४५६७८०').kinds).toEqual(['off_platform']);
  });
});
