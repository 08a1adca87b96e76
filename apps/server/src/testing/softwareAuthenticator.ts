import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString("base64url");
const FLAG_USER_PRESENT = 0x01;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

/**
 * A platform authenticator in software for the server's tests: a real P-256 key, real CBOR and signatures (what
 * Chromium's virtual authenticator does in the e2e), answering WebAuthn options as @simplewebauthn/browser would.
 */
export function createSoftwareAuthenticator(rp: { rpId: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;

  const authenticatorData = (flags: number, count: number, attested: Buffer = Buffer.alloc(0)) => {
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(count);
    return Buffer.concat([sha256(rp.rpId), Buffer.from([flags]), signCount, attested]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: id,
    /** navigator.credentials.create's answer ("none" attestation); `origin` stands for the page it came from. */
    register(options: { challenge: string }, origin = rp.origin) {
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? "", "base64url")],
          [-3, Buffer.from(jwk.y ?? "", "base64url")],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(coseKey)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, never>()],
          ["authData", authenticatorData(FLAG_USER_PRESENT | FLAG_ATTESTED_CREDENTIAL, counter, attested)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * navigator.credentials.get's answer, its signature counter one higher than the last; `counter` stands for a
     * cloned key's (an old count).
     */
    assert(options: { challenge: string }, answer: { origin?: string; counter?: number } = {}) {
      if (answer.counter === undefined) counter += 1;
      const origin = answer.origin ?? rp.origin;
      const data = authenticatorData(FLAG_USER_PRESENT, answer.counter ?? counter);
      const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(clientDataJSON)]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
