import { randomBytes, randomInt } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** 256 random bits: the link's full `token`. */
export const newAccessToken = () => randomBytes(32).toString("base64url");

/** 12 base62 characters ≈ 71 random bits: short enough for a WhatsApp message, too many to guess. */
export function newShortKey(length = 12): string {
  let key = "";
  for (let index = 0; index < length; index++) key += BASE62[randomInt(BASE62.length)];
  return key;
}
