import { createHash, randomBytes } from "node:crypto";

const SECRET_PREFIX = "armada_";
/** what the page shows of a key: enough to tell keys apart, far too little to guess the rest */
const SHOWN_LENGTH = SECRET_PREFIX.length + 6;

/** A new key: 256 random bits behind a recognisable prefix (secret scanners and people spot it). */
export function newApiKeySecret() {
  const secret = `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { secret, prefix: secret.slice(0, SHOWN_LENGTH), secretHash: hashApiKeySecret(secret) };
}

/** SHA-256, like session tokens: a 256-bit random secret needs no slow hash (see docs/decisions.md). */
export const hashApiKeySecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export const looksLikeApiKey = (value: string) => value.startsWith(SECRET_PREFIX) && value.length <= 128;
