import { SIGN_IN_CHALLENGE_TTL_MS } from "@armada/domain";
import type { Db } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AccountAudit, SessionClient, SignInMethod } from "./accountAudit.js";
import { accountThrottleKey, LoginThrottle, type LoginThrottleOptions } from "./loginThrottle.js";
import { createPasskeyService, type WebAuthnRelyingParty } from "./passkeyService.js";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password.js";
import type { PasswordSignInChecks } from "./passwordSignInChecks.js";
import { createSecondFactorGuard } from "./secondFactorGuard.js";
import {
  deleteOtherSessions,
  deleteSession,
  deleteUserSession,
  extendSession,
  findSessionExpiry,
  findSessionUser,
  findUserSessions,
  hashSessionToken,
  insertSession,
  newSessionToken,
  type SessionLookup,
} from "./sessionRepository.js";
import type { TotpSecretCipher } from "./totpSecretCipher.js";
import {
  type ChallengePurpose,
  deleteChallenge,
  findChallengeUser,
  insertChallenge,
} from "./twoFactorRepository.js";
import { createTwoFactorService } from "./twoFactorService.js";
import { markSignedIn } from "./userAccountRepository.js";
import {
  findLoginCandidate,
  findPasswordHash,
  findSignInUser,
  updatePasswordHash,
} from "./userRepository.js";

export interface AuthServiceOptions {
  sessionTtlMs: number;
  /** failed sign-ins per account and address */
  throttle: LoginThrottleOptions;
  /** failed sign-ins per address, whatever the login (one office behind one NAT address shares it) */
  addressThrottle: LoginThrottleOptions;
  now?: () => Date;
  /** told after sessions were ended (logout, password change), by token hash: their open sockets close on every instance */
  sessionsEnded?: (tokenHashes: string[]) => void;
  /** refusals of a right password by modules above auth (single sign-on's "SSO only") */
  passwordSignInChecks?: PasswordSignInChecks;
  /** the audit log's entries of sign-ins and of a user's own second factors */
  accountAudit: AccountAudit;
  /** seals the authenticator apps' keys at rest */
  totpCipher: TotpSecretCipher;
  /** the WebAuthn relying party passkeys are bound to */
  relyingParty: WebAuthnRelyingParty;
}

/** The audit log's reason for a wrong answer at the sign-in's second step, by its error. */
const SECOND_STEP_FAILURES: Partial<Record<string, string>> = {
  TwoFactorCodeInvalid: "two_factor_code_invalid",
  PasskeyInvalid: "passkey_invalid",
};

/** Renew the session expiry at most this often, so an active user is not logged out mid-shift. */
const RENEW_AFTER_MS = 15 * 60_000;

export function createAuthService(db: Db, options: AuthServiceOptions) {
  const now = options.now ?? (() => new Date());
  const clock = () => now().getTime();
  const accountThrottle = new LoginThrottle(options.throttle, clock);
  const addressThrottle = new LoginThrottle(options.addressThrottle, clock);
  const refuseWhenThrottled = (throttle: LoginThrottle, key: string) => {
    const retryAfter = throttle.retryAfterSeconds(key);
    if (retryAfter > 0) throw new AppError("TooManyAttempts", 429, { seconds: retryAfter });
  };

  const guard = createSecondFactorGuard(db, accountThrottle);
  const audit = options.accountAudit;
  const twoFactor = createTwoFactorService(db, { guard, cipher: options.totpCipher, audit, now });
  const passkeys = createPasskeyService(db, { relyingParty: options.relyingParty, guard, audit, now });

  /**
   * A new session of the user (password, second factor and single sign-on alike), written to the audit log with
   * it. `signIn.method` says how the user signed in: password, totp, recovery_code, passkey (with its name), sso.
   */
  async function startSession(
    userId: number,
    client: SessionClient,
    signIn: SignInMethod = { method: "password" },
  ) {
    const user = await findSignInUser(db, userId);
    if (!user) throw new AppError("TwoFactorChallengeExpired", 401);
    const token = newSessionToken();
    const expiresOn = new Date(now().getTime() + options.sessionTtlMs);
    await db.transaction(async (tx) => {
      await insertSession(tx, { token, userId, expiresOn, ip: client.ip, userAgent: client.userAgent });
      await markSignedIn(tx, userId, now());
      await audit.succeeded({ id: userId, companyId: user.companyId, name: user.name }, client, signIn, tx);
    });
    return { kind: "session" as const, token, expiresOn, isPlatformAdmin: user.isPlatformAdmin };
  }

  /** The user of a pending sign-in as an actor of their own account (the enrolment at sign-in). */
  async function accountActor(userId: number, client: SessionClient) {
    const user = await findSignInUser(db, userId);
    if (!user) throw new AppError("TwoFactorChallengeExpired", 401);
    return { user: { id: userId, companyId: user.companyId, name: user.name }, client };
  }

  return {
    startSession,
    accountActor,

    async login(input: { username: string; password: string } & SessionClient) {
      refuseWhenThrottled(addressThrottle, input.ip);
      const candidate = await findLoginCandidate(db, input.username);
      const key = accountThrottleKey(candidate, input.username, input.ip);
      refuseWhenThrottled(accountThrottle, key);
      const valid = candidate
        ? await verifyPassword(candidate.passwordHash, input.password)
        : await burnPasswordCheck(input.password).then(() => false);
      if (!candidate || !valid) {
        accountThrottle.recordFailure(key);
        addressThrottle.recordFailure(input.ip);
        if (candidate) await audit.failed(candidate, input, "wrong_password");
        throw new AppError("InvalidCredentials", 401);
      }
      accountThrottle.reset(key);
      await options.passwordSignInChecks?.run(candidate);
      // the company's requirement is for its users; Armada's staff enrol of their own accord (docs/decisions.md)
      const purpose: ChallengePurpose | null =
        candidate.hasTotp || candidate.hasPasskey
          ? "verify"
          : candidate.companyRequiresTwoFactor && !candidate.isPlatformAdmin
            ? "enrol"
            : null;
      if (purpose) {
        const expiresOn = new Date(now().getTime() + SIGN_IN_CHALLENGE_TTL_MS);
        const token = await insertChallenge(db, { userId: candidate.id, purpose, expiresOn });
        return { kind: "challenge" as const, purpose, token, expiresOn };
      }
      return startSession(candidate.id, input);
    },

    twoFactor,
    passkeys,

    /** The second factors the user of a pending sign-in may answer with. */
    async secondFactors(userId: number) {
      const [{ enabled }, passkey] = await Promise.all([twoFactor.status(userId), passkeys.hasAny(userId)]);
      return { totp: enabled, passkey };
    },

    /** The user of a live sign-in challenge of this purpose; TwoFactorChallengeExpired when there is none. */
    async challengeUser(token: string | undefined, purpose: ChallengePurpose) {
      const userId = token ? await findChallengeUser(db, token, purpose, now()) : null;
      if (userId === null) throw new AppError("TwoFactorChallengeExpired", 401);
      return userId;
    },

    /**
     * Checks the second step's answer with `verification`; a wrong answer is written to the audit log as a failed
     * sign-in of the user (`reason`: totp_invalid, passkey_invalid) before its error goes on.
     */
    async secondStep<T>(userId: number, client: SessionClient, verification: () => Promise<T>): Promise<T> {
      try {
        return await verification();
      } catch (error) {
        const reason = error instanceof AppError ? SECOND_STEP_FAILURES[error.errorName] : undefined;
        const user = reason ? await findSignInUser(db, userId) : null;
        if (reason && user)
          await audit.failed({ id: userId, companyId: user.companyId, name: user.name }, client, reason);
        throw error;
      }
    },

    /** Ends the challenge (once: a parallel request with it fails) and signs its user in by `signIn.method`. */
    async completeChallenge(token: string, userId: number, client: SessionClient, signIn: SignInMethod) {
      if (!(await deleteChallenge(db, token))) throw new AppError("TwoFactorChallengeExpired", 401);
      return startSession(userId, client, signIn);
    },

    async logout(token: string) {
      await deleteSession(db, token);
      options.sessionsEnded?.([hashSessionToken(token)]);
    },
    /**
     * Changes the password after checking the current one (wrong ones count against the sign-in throttle of the
     * account) and ends every other session of the user, closing their sockets on every instance.
     */
    async changePassword(
      input: { userId: number; sessionToken: string; ip: string },
      passwords: { currentPassword: string; newPassword: string },
    ) {
      const key = `password-change:${input.userId}`;
      refuseWhenThrottled(accountThrottle, key);
      const currentHash = await findPasswordHash(db, input.userId);
      if (!currentHash || !(await verifyPassword(currentHash, passwords.currentPassword))) {
        accountThrottle.recordFailure(key);
        throw new AppError("WrongCurrentPassword", 400);
      }
      accountThrottle.reset(key);
      const newHash = await hashPassword(passwords.newPassword);
      const ended = await db.transaction(async (tx) => {
        await updatePasswordHash(tx, input.userId, newHash);
        return deleteOtherSessions(tx, input.userId, hashSessionToken(input.sessionToken));
      });
      if (ended.length > 0) options.sessionsEnded?.(ended);
      return { endedSessions: ended.length };
    },

    /** The user's live sessions (sessions page), the caller's own marked `isCurrent`; no token hash leaves here. */
    async sessions(userId: number, currentToken: string) {
      const currentHash = hashSessionToken(currentToken);
      const rows = await findUserSessions(db, userId, now());
      return rows.map(({ tokenHash, ...session }) => ({ ...session, isCurrent: tokenHash === currentHash }));
    },

    /** Ends one session of the user as logout does (its sockets close on every instance); false when it is not theirs. */
    async endSession(userId: number, sessionId: number): Promise<boolean> {
      const ended = await deleteUserSession(db, userId, sessionId);
      if (ended) options.sessionsEnded?.([ended]);
      return ended !== null;
    },

    /** Ends every session of the user but the caller's own; returns how many. */
    async endOtherSessions(userId: number, currentToken: string): Promise<number> {
      const ended = await deleteOtherSessions(db, userId, hashSessionToken(currentToken));
      if (ended.length > 0) options.sessionsEnded?.(ended);
      return ended.length;
    },

    /** When the session behind `tokenHash` ends, or null when it has ended. */
    sessionExpiry: (tokenHash: string) => findSessionExpiry(db, tokenHash, now()),

    /** The user behind a session token, or null; renews the expiry of an active session. */
    async authenticate(token: string): Promise<SessionLookup | null> {
      const current = now();
      const found = await findSessionUser(db, token, current);
      if (!found) return null;
      if (current.getTime() - found.lastSeenOn.getTime() > RENEW_AFTER_MS) {
        const expiresOn = new Date(current.getTime() + options.sessionTtlMs);
        await extendSession(db, token, current, expiresOn);
        return { ...found, expiresOn, lastSeenOn: current };
      }
      return found;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
