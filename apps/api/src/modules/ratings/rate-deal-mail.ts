import type { MailMessage } from '../mail/index.ts';

/**
 * "Rate your deal with …", English then Hindi (an account keeps no language; both readers find
 * their part), with the link to the deal where the rating is given.
 */
export function rateDealMail(opts: {
  to: string;
  name: string;
  other: string;
  title: string;
  dealUrl: string;
  days: number;
}): MailMessage {
  return {
    to: opts.to,
    subject: `Bazaar: rate your deal with ${opts.other} / ${opts.other} के साथ अपने सौदे को रेटिंग दें`,
    text: [
      `Hello ${opts.name},`,
      '',
      `How was your deal with ${opts.other} for “${opts.title}”? Rate it with 1 to 5 stars and a few words, so others know whom they deal with. You can rate it for ${opts.days} days:`,
      opts.dealUrl,
      '',
      `नमस्ते ${opts.name}, “${opts.title}” के लिए ${opts.other} के साथ आपका सौदा कैसा रहा? 1 से 5 सितारे और कुछ शब्द देकर रेटिंग दें, ताकि दूसरे जान सकें कि वे किससे सौदा कर रहे हैं। आप ${opts.days} दिनों तक रेटिंग दे सकते हैं:`,
      opts.dealUrl,
    ].join('\n'),
  };
}
