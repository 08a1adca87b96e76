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

const RANGES_OF_NAME: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** Whether an address is one of the listed proxies (all of a proxy's connections come from its one address). */
export function trustedProxyMatcher(entries: string[] | boolean): (address: string | undefined) => boolean {
  const ranges = (Array.isArray(entries) ? entries : []).flatMap((entry) =>
    (
      RANGES_OF_NAME[entry] ?? [
        entry.includes("/") ? entry : `${entry}/${ipaddr.parse(entry).kind() === "ipv4" ? 32 : 128}`,
      ]
    ).map((range) => ipaddr.parseCIDR(range)),
  );
  return (address) => {
    if (!address || !ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address);
    return ranges.some(([network, bits]) => parsed.kind() === network.kind() && parsed.match(network, bits));
  };
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
