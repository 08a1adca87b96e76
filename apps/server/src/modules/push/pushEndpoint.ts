import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { Agent } from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/** Which resolved addresses a push may go to. */
export type PushAddressAllowed = (address: string) => boolean;

/**
 * Public unicast only: no loopback, private, link-local (cloud metadata), CGNAT, multicast or reserved range, for
 * IPv4 and IPv6, an IPv4-mapped IPv6 address judged as the IPv4 one.
 */
export const isPublicAddress: PushAddressAllowed = (address) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === "unicast";

/** An endpoint refused by the address rule (not a failure to resolve it, which may pass). */
export class PushEndpointRefused extends Error {}

/** The endpoint's host as an address when it is one ("[::1]" → "::1"), else null. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  return ipaddr.isValid(bare) ? bare : null;
}

/**
 * What registration can tell of an endpoint without resolving it: HTTPS, and an address written in it (or a
 * localhost name) is allowed. Names are checked again where it counts, at send time (`checkPushEndpoint`).
 */
export function pushEndpointAcceptable(endpoint: string, allowed: PushAddressAllowed): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return false;
  const address = literalAddress(host);
  return address === null || allowed(address);
}

/** Resolves the endpoint's host; throws unless it is HTTPS and every address it resolves to is allowed. */
export async function checkPushEndpoint(endpoint: string, allowed: PushAddressAllowed): Promise<void> {
  if (!pushEndpointAcceptable(endpoint, allowed))
    throw new PushEndpointRefused("push endpoint not HTTPS to a public address");
  const { hostname } = new URL(endpoint);
  if (literalAddress(hostname)) return;
  const addresses = await lookup(hostname, { all: true });
  if (addresses.length === 0 || !addresses.every(({ address }) => allowed(address)))
    throw new PushEndpointRefused(`push endpoint ${hostname} resolves to an address that is not public`);
}

/**
 * An HTTPS agent whose connections resolve names through the same rule, so the address connected to is the one
 * checked (a name that resolves to a public address once and a private one the next cannot slip through).
 */
export function allowedAddressesAgent(allowed: PushAddressAllowed): Agent {
  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }).then(
      (addresses: LookupAddress[]) => {
        const refused = addresses.find(({ address }) => !allowed(address));
        if (addresses.length === 0 || refused) {
          callback(new Error(`push endpoint ${hostname} resolves to an address that is not public`), "", 0);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? "", addresses[0]?.family ?? 4);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
  return new Agent({ lookup: checkedLookup });
}
