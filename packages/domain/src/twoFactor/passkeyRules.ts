import { z } from "zod";
import { requiredError } from "../schemas/issueKeys.js";

/** A WebAuthn challenge (registration or sign-in) is good for one answer within this time. */
export const PASSKEY_CHALLENGE_TTL_MS = 2 * 60_000;
export const PASSKEY_NAME_MAX_LENGTH = 60;

const base64url = z
  .string()
  .min(1)
  .max(1_024)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The outer shape of `navigator.credentials` answers as @simplewebauthn/browser hands them over; the signature,
 * challenge, origin and counter are the server's WebAuthn verification's.
 */
const credentialResponseSchema = z
  .object({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
  })
  .loose();

/** How a passkey is listed in the profile ("Laptop kantor", "HP Android"). */
export const passkeyNameSchema = z
  .string({ error: requiredError })
  .trim()
  .min(1, { error: requiredError })
  .max(PASSKEY_NAME_MAX_LENGTH);

/** The profile's new passkey: its name and the browser's attestation. */
export const finishPasskeyRegistrationInputSchema = z.object({
  name: passkeyNameSchema,
  response: credentialResponseSchema,
});

/** Removing a passkey asks the password. */
export const deletePasskeyInputSchema = z.object({
  id: z.number({ error: requiredError }).int().positive(),
  password: z.string({ error: requiredError }).min(1).max(200),
});

/** The sign-in's second step with a passkey: the browser's assertion (a JSON object in the request body). */
export const passkeyAssertionInputSchema = z.object({ response: credentialResponseSchema });
