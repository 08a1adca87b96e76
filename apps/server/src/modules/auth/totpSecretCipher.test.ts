import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTotpSecretCipher, loadTotpKey, TOTP_KEY_FILE } from "./totpSecretCipher.js";

describe("the TOTP key cipher", () => {
  const cipher = createTotpSecretCipher(Buffer.alloc(32, 1));

  it("opens what it sealed, never shows the key, and seals the same key differently each time", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z2-7]{16,64}$/), (secret) => {
        const sealed = cipher.seal(secret);
        expect(cipher.isSealed(sealed)).toBe(true);
        expect(sealed).not.toContain(secret);
        expect(cipher.open(sealed)).toBe(secret);
        expect(cipher.seal(secret)).not.toBe(sealed);
      }),
    );
    expect(cipher.isSealed("JBSWY3DPEHPK3PXP")).toBe(false);
  });

  it("refuses a changed sealed key and another key's", () => {
    const sealed = cipher.seal("JBSWY3DPEHPK3PXP");
    const [iv, tag, body = ""] = sealed.split(".");
    const flipped = Buffer.from(body, "base64url").map((byte, index) => (index === 0 ? byte ^ 1 : byte));
    expect(() => cipher.open([iv, tag, Buffer.from(flipped).toString("base64url")].join("."))).toThrow();
    expect(() => createTotpSecretCipher(Buffer.alloc(32, 2)).open(sealed)).toThrow();
  });

  it("makes a key once in the data directory, readable by its owner only, and keeps it", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "armada-totp-")), "data");
    const first = loadTotpKey(undefined, dataDir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, TOTP_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadTotpKey(undefined, dataDir)).toEqual(first);
    expect(readFileSync(join(dataDir, TOTP_KEY_FILE), "utf8")).toBe(first.toString("base64"));
    const configured = Buffer.alloc(32, 9);
    expect(loadTotpKey(configured, dataDir)).toBe(configured);
  });
});
