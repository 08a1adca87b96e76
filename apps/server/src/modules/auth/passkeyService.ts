import { PASSKEY_CHALLENGE_TTL_MS } from "@armada/domain";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Db } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AccountActor, AccountAudit } from "./accountAudit.js";
import {
  advancePasskeyCounter,
  deletePasskey,
  findPasskeyCredentials,
  findPasskeys,
  findUserCredential,
  insertPasskey,
  savePasskeyChallenge,
  takePasskeyChallenge,
} from "./passkeyRepository.js";
import type { SecondFactorGuard } from "./secondFactorGuard.js";
import { hashSessionToken } from "./sessionRepository.js";
import { findSignInUser } from "./userRepository.js";

export interface WebAuthnRelyingParty {
  rpId: string;
  rpName: string;
  origin: string;
}

/** A WebAuthn verification, which throws on a bad answer (origin, challenge, signature, counter): null instead. */
async function verified<T extends { verified: boolean }>(verification: () => Promise<T>): Promise<T | null> {
  try {
    const result = await verification();
    return result.verified ? result : null;
  } catch {
    return null;
  }
}

/** A passkey as the log names it: its row and the name its owner gave it, never its credential id. */
const passkeyTarget = (passkey: { id: number; name: string }) => ({
  type: "passkey",
  id: passkey.id,
  label: passkey.name,
});

const descriptors = (credentials: { id: string; transports: string[] }[]) =>
  credentials.map(({ id, transports }) => ({ id, transports }));

/**
 * WebAuthn passkeys as a second factor (docs/decisions.md "Passkeys"): registered from the profile, asked at the
 * sign-in's second step. Each challenge answers once, within PASSKEY_CHALLENGE_TTL_MS; a sign-in's is bound to its
 * pending sign-in; every failed answer counts on the second factors' one throttle. Adding and removing one is
 * written to the audit log with the change.
 */
export function createPasskeyService(
  db: Db,
  options: {
    relyingParty: WebAuthnRelyingParty;
    guard: SecondFactorGuard;
    audit: AccountAudit;
    now: () => Date;
  },
) {
  const { relyingParty, guard, audit, now } = options;
  const challengeExpiry = () => new Date(now().getTime() + PASSKEY_CHALLENGE_TTL_MS);

  return {
    list: (userId: number) => findPasskeys(db, userId),

    async hasAny(userId: number) {
      return (await findPasskeyCredentials(db, userId)).length > 0;
    },

    /** Options for `navigator.credentials.create`; the authenticator may not hold one of the user's already. */
    async startRegistration(userId: number) {
      const user = await findSignInUser(db, userId);
      if (!user) throw new AppError("NotFound", 404);
      const registration = await generateRegistrationOptions({
        rpName: relyingParty.rpName,
        rpID: relyingParty.rpId,
        userName: user.username,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(`armada-user-${userId}`),
        attestationType: "none",
        excludeCredentials: descriptors(await findPasskeyCredentials(db, userId)),
        authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
      });
      await savePasskeyChallenge(db, {
        userId,
        ceremony: "registration",
        challenge: registration.challenge,
        expiresOn: challengeExpiry(),
      });
      return registration;
    },

    /** Stores the new passkey under `name` once its attestation answers the open registration challenge. */
    async finishRegistration(actor: AccountActor, input: { name: string; response: unknown }) {
      const userId = actor.user.id;
      const challenge = await takePasskeyChallenge(
        db,
        { userId, ceremony: "registration", signInTokenHash: null },
        now(),
      );
      if (!challenge) throw new AppError("PasskeyChallengeExpired", 400);
      const { registrationInfo } = await guard.throttled(
        userId,
        () =>
          verified(() =>
            verifyRegistrationResponse({
              response: input.response as RegistrationResponseJSON,
              expectedChallenge: challenge,
              expectedOrigin: relyingParty.origin,
              expectedRPID: relyingParty.rpId,
              requireUserVerification: false,
            }),
          ),
        "PasskeyInvalid",
      );
      if (!registrationInfo) throw new AppError("PasskeyInvalid", 400);
      const { credential } = registrationInfo;
      const id = await db.transaction(async (tx) => {
        const inserted = await insertPasskey(tx, {
          userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: input.name,
        });
        if (inserted !== null) {
          await audit.changed(tx, actor, "passkey.register", {
            target: passkeyTarget({ id: inserted, name: input.name }),
          });
        }
        return inserted;
      });
      // a credential id already registered (by anyone) is not registered twice
      if (id === null) throw new AppError("PasskeyInvalid", 400);
      return id;
    },

    /** Removes one of the user's own passkeys, asking the password (on the same throttle). */
    async remove(actor: AccountActor, input: { id: number; password: string }) {
      const userId = actor.user.id;
      const passkey = (await findPasskeys(db, userId)).find((own) => own.id === input.id);
      if (!passkey) throw new AppError("NotFound", 404);
      await guard.throttled(
        userId,
        () => guard.passwordMatches(userId, input.password),
        "WrongCurrentPassword",
      );
      await db.transaction(async (tx) => {
        if (!(await deletePasskey(tx, userId, input.id))) throw new AppError("NotFound", 404);
        await audit.changed(tx, actor, "passkey.remove", { target: passkeyTarget(passkey) });
      });
    },

    /** Options for `navigator.credentials.get` at the second step of the sign-in behind `signInToken`. */
    async startSignIn(userId: number, signInToken: string) {
      const credentials = await findPasskeyCredentials(db, userId);
      if (credentials.length === 0) throw new AppError("TwoFactorNotOn", 400);
      const authentication = await generateAuthenticationOptions({
        rpID: relyingParty.rpId,
        allowCredentials: descriptors(credentials),
        userVerification: "preferred",
      });
      await savePasskeyChallenge(db, {
        userId,
        ceremony: "authentication",
        challenge: authentication.challenge,
        signInTokenHash: hashSessionToken(signInToken),
        expiresOn: challengeExpiry(),
      });
      return authentication;
    },

    /**
     * Checks an assertion against the open challenge of this sign-in and one of the user's own passkeys (a
     * credential of anyone else is refused), raising its counter; throws PasskeyInvalid otherwise. Answers the
     * passkey's name for the sign-in's audit entry.
     */
    async verifySignIn(userId: number, signInToken: string, response: { id: string }): Promise<string> {
      const challenge = await takePasskeyChallenge(
        db,
        { userId, ceremony: "authentication", signInTokenHash: hashSessionToken(signInToken) },
        now(),
      );
      return guard.throttled(
        userId,
        async () => {
          const passkey = challenge ? await findUserCredential(db, userId, response.id) : null;
          if (!challenge || !passkey) return false;
          const verification = await verified(() =>
            verifyAuthenticationResponse({
              response: response as AuthenticationResponseJSON,
              expectedChallenge: challenge,
              expectedOrigin: relyingParty.origin,
              expectedRPID: relyingParty.rpId,
              credential: {
                id: passkey.credentialId,
                publicKey: new Uint8Array(passkey.publicKey),
                counter: passkey.counter,
                transports: passkey.transports,
              },
              requireUserVerification: false,
            }),
          );
          const accepted =
            verification !== null &&
            (await advancePasskeyCounter(db, passkey, verification.authenticationInfo.newCounter, now()));
          return accepted ? passkey.name : null;
        },
        "PasskeyInvalid",
      );
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
