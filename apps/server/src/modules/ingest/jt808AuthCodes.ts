import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { KnownDevice } from "../positions/index.js";

/**
 * JT/T 808 authentication codes: a new random code at each registration (0x8100), the device's last one expected at
 * authentication (0x0102). Only a hash is kept.
 */
export interface Jt808AuthCodes {
  /** A new code for the device, replacing the one before. */
  issue(device: KnownDevice): Promise<string>;
  /** Whether `code` is the one the device's last registration gave. */
  matches(device: KnownDevice, code: string): Promise<boolean>;
}

/** Where the hashes live (the devices table in production: every instance sees a registration made on another). */
export interface Jt808AuthCodeHashes {
  read(deviceId: number): Promise<string | null>;
  write(deviceId: number, hash: string): Promise<void>;
}

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");

export function createJt808AuthCodes(hashes: Jt808AuthCodeHashes): Jt808AuthCodes {
  return {
    async issue(device) {
      const code = randomBytes(8).toString("hex");
      await hashes.write(device.deviceId, hashOf(code));
      return code;
    },
    async matches(device, code) {
      const expected = await hashes.read(device.deviceId);
      if (!expected) return false;
      return timingSafeEqual(Buffer.from(hashOf(code)), Buffer.from(expected));
    },
  };
}

/** Hashes in memory: one instance, forgotten at restart (tests, and a gateway started without a database). */
export function memoryJt808AuthCodeHashes(): Jt808AuthCodeHashes {
  const hashes = new Map<number, string>();
  return {
    read: async (deviceId) => hashes.get(deviceId) ?? null,
    write: async (deviceId, hash) => {
      hashes.set(deviceId, hash);
    },
  };
}
