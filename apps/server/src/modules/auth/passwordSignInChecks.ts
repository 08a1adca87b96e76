/** The user a password sign-in is about to let in. */
export interface PasswordSignInCandidate {
  id: number;
  companyId: number;
  isPlatformAdmin: boolean;
}

/** Refuses a password sign-in (throws an AppError) that a module above auth does not allow, after the password was right. */
export type PasswordSignInCheck = (candidate: PasswordSignInCandidate) => Promise<void>;

/** Checks modules above auth add to the password sign-in (single sign-on's "SSO only"), so auth imports none of them. */
export function createPasswordSignInChecks() {
  const checks: PasswordSignInCheck[] = [];
  return {
    add(check: PasswordSignInCheck) {
      checks.push(check);
    },
    async run(candidate: PasswordSignInCandidate) {
      for (const check of checks) await check(candidate);
    },
  };
}

export type PasswordSignInChecks = ReturnType<typeof createPasswordSignInChecks>;
