import type { ErrorName } from "@armada/domain";
import type { Db } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { LoginThrottle } from "./loginThrottle.js";
import { verifyPassword } from "./password.js";
import { findPasswordHash } from "./userRepository.js";

/**
 * One throttle for every second-factor check of a user (app codes, recovery codes, passkeys and the passwords
 * that guard them): a wrong answer of any kind counts against the account's sign-in limit under the user's key,
 * so no factor can be guessed faster than a password, nor one factor's limit dodged through another.
 */
export function createSecondFactorGuard(db: Db, throttle: LoginThrottle) {
  return {
    /** Runs a check under the user's throttle and answers what it found; a failed one counts and throws `failure`. */
    async throttled<T>(
      userId: number,
      check: () => Promise<T | false | null>,
      failure: ErrorName,
    ): Promise<T> {
      const key = `two-factor:${userId}`;
      const retryAfter = throttle.retryAfterSeconds(key);
      if (retryAfter > 0) throw new AppError("TooManyAttempts", 429, { seconds: retryAfter });
      const found = await check();
      if (found === false || found === null) {
        throttle.recordFailure(key);
        throw new AppError(failure, 400);
      }
      throttle.reset(key);
      return found;
    },

    async passwordMatches(userId: number, password: string) {
      const hash = await findPasswordHash(db, userId);
      return hash !== null && (await verifyPassword(hash, password));
    },
  };
}

export type SecondFactorGuard = ReturnType<typeof createSecondFactorGuard>;
