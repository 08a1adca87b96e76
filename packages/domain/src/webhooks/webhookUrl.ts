/**
 * Where a webhook may be sent (SSRF guard): HTTPS to a public address. Plain HTTP to this machine (127.0.0.1,
 * ::1, localhost) only when the server's configuration allows it (tests, development). The host's addresses are
 * checked again at send time, after resolving its name.
 */

function ipv4Parts(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((part) => part <= 255) ? numbers : null;
}

function isPublicIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false; // this network, private, loopback, multicast+reserved
  if (a === 100 && b >= 64 && b <= 127) return false; // CGNAT
  if (a === 169 && b === 254) return false; // link-local (cloud metadata)
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // IETF, TEST-NET-1
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a === 198 && b === 51 && c === 100) return false; // TEST-NET-2
  if (a === 203 && b === 0 && c === 113) return false; // TEST-NET-3
  return true;
}

/** The 8 groups of an IPv6 address (an embedded IPv4 tail counts as two), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let extra: number[] = [];
  if (tail?.[1]) {
    const v4 = ipv4Parts(tail[1]);
    if (!v4) return null;
    extra = [(v4[0] ?? 0) * 256 + (v4[1] ?? 0), (v4[2] ?? 0) * 256 + (v4[3] ?? 0)];
    text = text.slice(0, -tail[1].length);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const read = (half: string | undefined) => (half ? half.split(":") : []);
  const head = read(halves[0]);
  const rest = read(halves[1]);
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const known = head.length + rest.length + extra.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = Array.from({ length: 8 - known }, () => 0);
  return [
    ...head.map((g) => Number.parseInt(g, 16)),
    ...zeros,
    ...rest.map((g) => Number.parseInt(g, 16)),
    ...extra,
  ];
}

/** Whether an IP address (v4 or v6) is public unicast: not loopback, private, link-local, CGNAT, multicast or reserved. */
export function isPublicIpAddress(address: string): boolean {
  const v4 = ipv4Parts(address);
  if (v4) return isPublicIpv4(v4);
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible: judged as the IPv4 address
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) {
    if (g5 === 0 && g6 === 0 && (g7 === 0 || g7 === 1)) return false; // :: and ::1
    return isPublicIpv4([g6 >> 8, g6 & 255, g7 >> 8, g7 & 255]);
  }
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local
  if ((g0 & 0xffc0) === 0xfe80) return false; // link-local
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x64 && g1 === 0xff9b) return false; // NAT64: may reach any IPv4
  if (g0 === 0x2002) return false; // 6to4: embeds any IPv4
  return (g0 & 0xe000) === 0x2000; // global unicast 2000::/3
}

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export type WebhookUrlProblem = "invalid" | "scheme" | "credentials" | "address";

/**
 * What is wrong with a subscription URL before any name is resolved, or null: unparsable or too long, not HTTPS
 * (HTTP to this machine only when `allowLocalHttp`), user and password in it, or an address (written in it, or a
 * local name) that is not public.
 */
export function webhookUrlProblem(
  url: string,
  options: { allowLocalHttp: boolean },
): WebhookUrlProblem | null {
  if (url.length > 2000) return "invalid";
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "invalid";
  }
  if (parsed.username || parsed.password) return "credentials";
  const host = parsed.hostname.toLowerCase();
  const local = LOCAL_HOSTS.has(host);
  if (options.allowLocalHttp && local)
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? null : "scheme";
  if (parsed.protocol !== "https:") return "scheme";
  if (local || host.endsWith(".localhost") || host === "0" || (!host.includes(".") && !host.startsWith("[")))
    return "address";
  const literal = host.replace(/^\[(.*)\]$/, "$1");
  if (ipv4Parts(literal) || ipv6Groups(literal)) return isPublicIpAddress(literal) ? null : "address";
  // a numeric host the URL parser did not normalise (it does: 0x7f.1 → 127.0.0.1), or a name: checked at send time
  return null;
}

/** Whether a resolved address may be connected to: public, or this machine's loopback when local HTTP is allowed. */
export function webhookAddressAllowed(address: string, options: { allowLocalHttp: boolean }): boolean {
  if (isPublicIpAddress(address)) return true;
  return (
    options.allowLocalHttp && (address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1")
  );
}
