import { z } from "zod";

const KEY_BYTES = 32;

/** The second factors' settings (TOTP key at rest, WebAuthn relying party), spread into config.ts's schema. */
export const secondFactorConfigShape = {
  /** AES-256 key sealing the authenticator keys: 32 bytes as base64 or 64 hex digits */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((value) => {
      if (!value) return undefined;
      return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
    })
    .refine((key) => key === undefined || key.length === KEY_BYTES, {
      message: "TOTP_ENCRYPTION_KEY: 32 bytes as base64 (openssl rand -base64 32) or 64 hex digits",
    }),
  /** the WebAuthn relying party id: the site's host name or a parent domain of it (passkeys are bound to it) */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, "WEBAUTHN_RP_ID is a host name such as armada.example.id")
    .optional(),
  /** the origin browsers show while signing in with a passkey */
  WEBAUTHN_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
};

type SecondFactorSettings = z.output<z.ZodObject<typeof secondFactorConfigShape>>;

/**
 * WebAuthn's relying party: the origin defaults to PUBLIC_URL's (localhost:3000 for `make start`), the id to that
 * origin's host. An id the origin's host does not end in would make every passkey fail, so it stops the start.
 */
export function secondFactorConfig(settings: SecondFactorSettings, publicUrl: string) {
  const origin = new URL(settings.WEBAUTHN_ORIGIN ?? publicUrl).origin;
  const host = new URL(origin).hostname;
  const rpId = (settings.WEBAUTHN_RP_ID ?? host).toLowerCase();
  if (host !== rpId && !host.endsWith(`.${rpId}`)) {
    throw new Error(
      `Invalid configuration:\n  WEBAUTHN_RP_ID: ${rpId} is neither ${host} (WEBAUTHN_ORIGIN's host) nor a parent domain of it`,
    );
  }
  return {
    /** undefined: the key kept in DATA_DIR (totpSecretCipher.ts) */
    totpEncryptionKey: settings.TOTP_ENCRYPTION_KEY,
    webauthn: { rpId, rpName: "Armada", origin },
  };
}
