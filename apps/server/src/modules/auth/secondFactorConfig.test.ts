import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";

describe("second factors' configuration", () => {
  it("defaults the WebAuthn relying party to PUBLIC_URL's origin and host", () => {
    expect(loadConfig({ PORT: "3000" }).secondFactor.webauthn).toEqual({
      rpId: "localhost",
      rpName: "Armada",
      origin: "http://localhost:3000",
    });
    expect(
      loadConfig({ PUBLIC_URL: "https://ops.armada.example.id/app", WEBAUTHN_RP_ID: "armada.example.id" })
        .secondFactor.webauthn,
    ).toMatchObject({ rpId: "armada.example.id", origin: "https://ops.armada.example.id" });
  });

  it("stops the start on a relying party id the origin is not under, naming the variable", () => {
    expect(() =>
      loadConfig({ WEBAUTHN_ORIGIN: "https://armada.example.id", WEBAUTHN_RP_ID: "example.com" }),
    ).toThrow(/WEBAUTHN_RP_ID/);
    expect(() => loadConfig({ WEBAUTHN_ORIGIN: "ftp://armada.example.id" })).toThrow(/WEBAUTHN_ORIGIN/);
  });

  it("takes a 32-byte TOTP key as base64 or hex and refuses any other", () => {
    const key = Buffer.alloc(32, 7);
    expect(
      loadConfig({ TOTP_ENCRYPTION_KEY: key.toString("base64") }).secondFactor.totpEncryptionKey,
    ).toEqual(key);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key.toString("hex") }).secondFactor.totpEncryptionKey).toEqual(
      key,
    );
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: Buffer.alloc(16).toString("base64") })).toThrow(
      /TOTP_ENCRYPTION_KEY/,
    );
  });
});
