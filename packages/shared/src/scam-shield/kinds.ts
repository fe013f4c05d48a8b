/** The tricks the scam shield recognises in chat messages, in the order warnings list them. */
export const SCAM_KINDS = [
  'upi_request_or_qr',
  'otp_pin_cvv',
  'advance_fee',
  'army_transfer',
  'off_platform',
  'overpayment_refund',
] as const;
export type ScamKind = (typeof SCAM_KINDS)[number];

/**
 * Someone whose messages are flagged this many times within the window is reported to the
 * moderation queue automatically (across all their conversations).
 */
export const SCAM_REPORT_THRESHOLD = 3;
export const SCAM_REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;
