const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", ""]);
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The origin of every link the server hands out (WhatsApp texts, contact links, the link modal). Without PUBLIC_URL
 * it is this server as HOST names it, or localhost when HOST listens on every address.
 */
export function publicUrlOf(publicUrl: string | undefined, host: string, port: number): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  if (WILDCARD_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** A warning for the start log when production links would point at the server's own machine. */
export function loopbackPublicUrlWarning(env: string, publicUrl: string): string | null {
  if (env !== "production" || !LOOPBACK.test(new URL(publicUrl).hostname)) return null;
  return `PUBLIC_URL is ${publicUrl}: tracking links sent to customers point at this machine and will not open on their phones; set PUBLIC_URL to the address customers reach`;
}
