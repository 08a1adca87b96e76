import type { Db } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { accountThrottleKey, LoginThrottle, type LoginThrottleOptions } from "./loginThrottle.js";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password.js";
import {
  deleteOtherSessions,
  deleteSession,
  extendSession,
  findSessionExpiry,
  findSessionUser,
  hashSessionToken,
  insertSession,
  newSessionToken,
  type SessionLookup,
} from "./sessionRepository.js";
import { findLoginCandidate, findPasswordHash, updatePasswordHash } from "./userRepository.js";

export interface AuthServiceOptions {
  sessionTtlMs: number;
  /** failed sign-ins per account and address */
  throttle: LoginThrottleOptions;
  /** failed sign-ins per address, whatever the login (one office behind one NAT address shares it) */
  addressThrottle: LoginThrottleOptions;
  now?: () => Date;
  /** told after sessions were ended (logout, password change), by token hash: their open sockets close on every instance */
  sessionsEnded?: (tokenHashes: string[]) => void;
}

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

  return {
    async login(input: { username: string; password: string; ip: string; userAgent: string | null }) {
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
        throw new AppError("InvalidCredentials", 401);
      }
      accountThrottle.reset(key);
      const token = newSessionToken();
      const expiresOn = new Date(now().getTime() + options.sessionTtlMs);
      await insertSession(db, {
        token,
        userId: candidate.id,
        expiresOn,
        ip: input.ip,
        userAgent: input.userAgent,
      });
      return { token, expiresOn, isPlatformAdmin: candidate.isPlatformAdmin };
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
