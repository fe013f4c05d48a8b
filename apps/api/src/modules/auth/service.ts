import {
  safeNext,
  type Accepted,
  type ConfirmSignupBody,
  type ForgotBody,
  type LoginBody,
  type ResetBody,
  type SignupBody,
} from '@bazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Invalid, Unauthorized } from '../../lib/errors.ts';
import { randomToken, tokenHash } from '../../lib/tokens.ts';
import { type Mailer, sendLater } from '../mail/index.ts';
import type { LoginGuard } from './login-guard.ts';
import {
  alreadyRegisteredMail,
  confirmSignupMail,
  failedSignInsMail,
  resetPasswordMail,
} from './messages.ts';
import { refuseSuspended } from './suspended.ts';
import { nameRefused, type NameScreen } from '../../lib/name-screen.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import type { AuthRepository, EmailTokenPurpose, UserRow } from './repository.ts';
import type { Session, SessionStore } from './sessions.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
const SIGNUP_TTL_MS = 24 * 60 * 60 * 1000;

export interface AuthDeps {
  repo: AuthRepository;
  sessions: SessionStore;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** What is wrong with a name a person gives themselves (lib/name-screen.ts). */
  nameScreen: NameScreen;
}

export interface SignedIn {
  user: UserRow;
  session: Session;
}

// Sign-up and forgot-password answer the same words whether or not the address has an account, and
// do the same work (a password hash, a token row, a message queued) so timing does not tell either.
const CHECK_MAIL: Accepted = {
  status: 'accepted',
  message: 'Check your e-mail: we have sent you a link to continue.',
};

/**
 * The name a Google account brings, unless it poses as Bazaar's team or holds a prohibited word:
 * then the e-mail's local part, and failing that a plain "Member". The person can rename on an ad.
 */
function googleName(claims: { email: string; name: string }, screen: NameScreen): string {
  if (!screen(claims.name)) return claims.name;
  const local = claims.email
    .split('@')[0]!
    .replace(/[._+-]+/g, ' ')
    .trim();
  return local && !screen(local) ? local : 'Member';
}

export function authService(d: AuthDeps) {
  const link = (path: string) => new URL(path, d.publicUrl).toString();
  /**
   * An e-mailed link with its token that brings the person back to where they were: only a path
   * the one `next` check keeps is carried, and the query is written by URLSearchParams, which
   * percent-encodes every character but letters, digits and `*-._` (encodeURIComponent leaves
   * quotes and brackets as typed, in Bazaar's own mail).
   */
  const linkOnward = (page: string, token: string, next: string | undefined) => {
    const url = new URL(page, d.publicUrl);
    url.searchParams.set('token', token);
    const back = safeNext(next, d.publicUrl);
    if (back !== '/') url.searchParams.set('next', back);
    return url.toString();
  };

  async function issueToken(
    purpose: EmailTokenPurpose,
    ttlMs: number,
    owner: { userId?: number; payload?: Record<string, string | null> },
  ): Promise<string> {
    const token = randomToken();
    await d.repo.saveToken({
      tokenHash: tokenHash(token),
      purpose,
      ...owner,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  return {
    /**
     * Nothing is created yet: the account appears when the owner of the address opens the e-mailed
     * link and chooses a password there. So the answer cannot differ for an address that already
     * has an account (that owner gets a "someone tried to sign up" message instead), and nobody can
     * claim someone else's address, nor set the password of an account they cannot read mail for.
     * `limit` counts sign-ups for this address from the asking network (429 past it; the route's
     * own limit counts the network's sign-ups), and says whether an e-mail may go to the address
     * now, whichever network asks. Strangers can use that cap up, but not the owner's way in: any
     * link already sent works, since the name and password are chosen when it is opened.
     */
    async signup(body: SignupBody, limit: () => Promise<boolean>): Promise<Accepted> {
      // Past the cap on the address's inbox: the same answer, no e-mail (an earlier link works).
      if (!(await limit())) return CHECK_MAIL;
      const existing = await d.repo.findByEmail(body.email);
      const token = await issueToken('signup', SIGNUP_TTL_MS, {
        payload: { email: body.email },
      });
      sendLater(
        d.mailer,
        existing
          ? alreadyRegisteredMail(existing.email, link('/login'), link('/forgot'))
          : confirmSignupMail(body.email, linkOnward('/signup/confirm', token, body.next)),
        d.log,
      );
      return CHECK_MAIL;
    },

    /**
     * The password and the name are chosen here, by whoever reads the address's mail; no name,
     * password or number typed at sign-up is kept.
     */
    async confirmSignup(body: ConfirmSignupBody): Promise<SignedIn> {
      const refusal = d.nameScreen(body.name);
      if (refusal) throw nameRefused(refusal, 'name');
      const row = await d.repo.useToken(tokenHash(body.token), 'signup');
      const p = row?.payload;
      if (!p?.email) {
        throw new Invalid('This link has expired or was already used. Please sign up again.');
      }
      // Whoever opens the link owns the address, so here it is fine to say it is taken.
      const user = await d.repo.create({
        name: body.name,
        email: p.email,
        phone: null,
        passwordHash: await hashPassword(body.password),
      });
      if (!user) throw new Invalid('This e-mail already has an account. Log in instead.');
      return { user, session: await d.sessions.start(user.id, false) };
    },

    /** One answer for an unknown e-mail and a wrong password, after the same amount of work. */
    async login(body: LoginBody, guard: LoginGuard, previousToken: string | undefined): Promise<SignedIn> {
      await guard.before();
      const user = await d.repo.findByEmail(body.email);
      const ok = await checkPassword(user?.passwordHash, body.password);
      if (!user || !ok) {
        if ((await guard.failed()) && user)
          sendLater(d.mailer, failedSignInsMail(user.email, user.name, link('/forgot')), d.log);
        throw new Unauthorized('Wrong e-mail or password');
      }
      // Only the password's owner learns of the suspension: the check comes after the password's.
      refuseSuspended(user);
      await guard.succeeded(user.id);
      // Rotation: the id used before signing in (if any) dies; a new one is issued.
      if (previousToken) await d.sessions.end(previousToken);
      return { user, session: await d.sessions.start(user.id, body.remember) };
    },

    /**
     * `mayMail` says whether a reset e-mail may go to this address now (limits.ts): the answer
     * and the work are the same whether it may, whether the account exists, or neither.
     */
    async forgot(body: ForgotBody, mayMail: () => Promise<boolean>): Promise<Accepted> {
      const user = await d.repo.findByEmail(body.email);
      // Unknown addresses get a token row too (never sent, never usable) to keep the work the same.
      const token = await issueToken('reset', RESET_TTL_MS, { userId: user?.id });
      const may = await mayMail();
      if (user && may)
        sendLater(
          d.mailer,
          resetPasswordMail(user.email, user.name, linkOnward('/reset', token, body.next)),
          d.log,
        );
      void d.repo.deleteExpiredTokens().catch(() => {});
      return CHECK_MAIL;
    },

    /**
     * Sets the new password and ends every session of the account but the one asking, if any; the
     * lock-out that wrong passwords built up ends with the old password (`clearLockout`).
     */
    async reset(
      body: ResetBody,
      currentToken: string | undefined,
      clearLockout: (email: string) => Promise<void>,
    ): Promise<void> {
      const row = await d.repo.useToken(tokenHash(body.token), 'reset');
      if (!row?.userId) {
        throw new Invalid('This reset link has expired or was already used. Ask for a new one.');
      }
      await d.repo.setPassword(row.userId, await hashPassword(body.password));
      await d.repo.dropTokensOf(row.userId, 'reset');
      await d.sessions.endAllOf(row.userId, currentToken);
      const user = await d.repo.findById(row.userId);
      if (user) await clearLockout(user.email);
    },

    /** Google vouched for this person: their account by Google id, else by verified e-mail, else a new one. */
    async signInWithGoogle(claims: { sub: string; email: string; name: string }): Promise<SignedIn> {
      let user = await d.repo.findByGoogleSubject(claims.sub);
      if (!user) {
        const byEmail = await d.repo.findByEmail(claims.email);
        if (byEmail) {
          await d.repo.linkGoogle(byEmail.id, claims.sub);
          user = { ...byEmail, googleSubject: claims.sub };
        } else {
          const name = googleName(claims, d.nameScreen);
          user = await d.repo.create({ name, email: claims.email, googleSubject: claims.sub });
          if (!user) throw new Invalid('Could not create the account; please try again.');
        }
      }
      refuseSuspended(user);
      return { user, session: await d.sessions.start(user.id, true) };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
