import type { MailMessage } from '../mail/index.ts';

// The e-mails accounts send. Plain text: it reads everywhere and cannot hide where a link goes.

/**
 * Says nothing typed at sign-up: whoever types an address can have this sent to it, so a name (or
 * "your account is locked, go to …" typed as one) would be their words in Bazaar's mail.
 */
export const confirmSignupMail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Confirm your Bazaar account',
  text: `Hello,

Open this link to finish creating your Bazaar account:

${link}

The link works once, for 24 hours. If you did not sign up, ignore this message.

— Bazaar`,
});

/** Sent instead of a confirmation when the address already has an account. */
export const alreadyRegisteredMail = (to: string, loginLink: string, forgotLink: string): MailMessage => ({
  to,
  subject: 'Someone tried to sign up to Bazaar with your address',
  text: `Hello,

Someone (perhaps you) tried to create a Bazaar account with this e-mail address, but it already has one.

To sign in: ${loginLink}
Forgot your password? ${forgotLink}

If it was not you, you need not do anything: your account is unchanged.

— Bazaar`,
});

export const resetPasswordMail = (to: string, name: string, link: string): MailMessage => ({
  to,
  subject: 'Reset your Bazaar password',
  text: `Hello ${name},

Open this link to choose a new password:

${link}

The link works once, for 60 minutes. Setting a new password signs you out everywhere else.
If you did not ask for this, ignore this message: your password stays as it is.

— Bazaar`,
});

/** Once a day at most, when someone keeps trying wrong passwords on the account. */
export const failedSignInsMail = (to: string, name: string, forgotLink: string): MailMessage => ({
  to,
  subject: 'Someone is trying to sign in to your Bazaar account',
  text: `Hello ${name},

Someone has entered the wrong password for your Bazaar account several times in the last few minutes.
If it was you, you need not do anything.

If it was not you: nobody got in. While this goes on, sign-ins from places you have not used before
are paused for a while; from the ones you usually use, you can still sign in.
If your password is one you use elsewhere too, choose a new one: ${forgotLink}

— Bazaar`,
});
