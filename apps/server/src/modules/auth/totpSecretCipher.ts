import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SEALED_PREFIX = "v1:";
const KEY_BYTES = 32;
const IV_BYTES = 12;
/** where `make start` keeps the key it made when TOTP_ENCRYPTION_KEY is not set */
export const TOTP_KEY_FILE = "totp-encryption.key";

/**
 * Seals authenticator keys with AES-256-GCM (a fresh 96-bit IV each, the tag checked on open): a copy of the
 * database alone does not give away anyone's codes. Rows written before the cipher are plain base-32;
 * `isSealed` tells them apart so they are sealed on first read.
 */
export function createTotpSecretCipher(key: Buffer) {
  if (key.length !== KEY_BYTES) throw new Error(`the TOTP key must be ${KEY_BYTES} bytes`);
  return {
    seal(secret: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return `${SEALED_PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".")}`;
    },
    open(stored: string): string {
      const [iv, tag, sealed] = stored
        .slice(SEALED_PREFIX.length)
        .split(".")
        .map((part) => Buffer.from(part, "base64url"));
      if (!iv || !tag || !sealed) throw new Error("malformed sealed TOTP key");
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
    },
    isSealed: (stored: string) => stored.startsWith(SEALED_PREFIX),
  };
}

export type TotpSecretCipher = ReturnType<typeof createTotpSecretCipher>;

/**
 * The configured key (TOTP_ENCRYPTION_KEY, validated at start), else the one kept in the data directory, made
 * there (owner-only) on the first start without one. Never logged.
 */
export function loadTotpKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const path = join(dataDir, TOTP_KEY_FILE);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(path, randomBytes(KEY_BYTES).toString("base64"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      // another instance on this data directory made it first: use theirs
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  chmodSync(path, 0o600);
  const key = Buffer.from(readFileSync(path, "utf8").trim(), "base64");
  if (key.length !== KEY_BYTES) throw new Error(`${path} does not hold a ${KEY_BYTES}-byte base64 key`);
  return key;
}
