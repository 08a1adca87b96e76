import { expect } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

const STEP_MS = 30_000;
export const stepNow = () => Math.floor(Date.now() / STEP_MS);

/**
 * A code for the key shown on the page that the server takes: of a step after the last used one (a replay is
 * refused) and no earlier than now (the server allows one step either side). Waits for the clock when the last
 * used step is already a step ahead. Start `used` at `{ step: stepNow() - 1 }`.
 */
export async function freshCode(key: string, used: { step: number }) {
  await expect.poll(() => used.step + 1 <= stepNow() + 1, { timeout: 40_000 }).toBe(true);
  used.step = Math.max(used.step + 1, stepNow());
  return new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")) }).generate({
    timestamp: used.step * STEP_MS,
  });
}
