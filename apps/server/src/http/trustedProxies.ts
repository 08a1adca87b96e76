import ipaddr from "ipaddr.js";
import { z } from "zod";

/** proxy-addr's names for whole ranges, accepted as they are */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  if (!entry.includes("/")) return ipaddr.isValid(entry);
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed, as addresses or CIDR ranges. "true" is refused:
 * it would believe the header from any client, so anyone could pose as loopback (metrics) or rotate addresses past
 * the sign-in and referral throttles.
 */
export const trustedProxiesSetting = z
  .string()
  .optional()
  .transform((value) =>
    (value === "false" ? "" : (value ?? ""))
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => !entries.includes("true"), {
    message:
      "TRUST_PROXY=true would trust X-Forwarded-For from any client; list the proxy's addresses or CIDR ranges instead (e.g. TRUST_PROXY=172.28.0.10 or 127.0.0.1)",
  })
  .refine((entries) => entries.every((entry) => entry === "true" || isAddressOrRange(entry)), {
    message:
      "TRUST_PROXY: comma-separated IP addresses or CIDR ranges of the reverse proxies (e.g. 10.0.0.5,10.1.0.0/16)",
  })
  /** Fastify's trustProxy: false when no proxy is listed */
  .transform((entries) => (entries.length === 0 ? false : entries));
