/**
 * Webhook signatures: HMAC-SHA256 over `${timestamp}.${body}` with the subscription's secret, sent as
 * `X-Armada-Signature: t=<unix seconds>,v1=<hex>`. The HMAC itself is passed in (node:crypto on the server, Web
 * Crypto elsewhere), so these rules stay pure.
 */
export const WEBHOOK_SIGNATURE_HEADER = "X-Armada-Signature";
export const WEBHOOK_EVENT_ID_HEADER = "X-Armada-Event-Id";
export const WEBHOOK_EVENT_TYPE_HEADER = "X-Armada-Event";
/** a receiver refuses a signature older (or newer) than this: replay protection */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** hex HMAC-SHA256 of `message` under `secret` */
export type HmacSha256Hex = (secret: string, message: string) => string;

/** The exact string that is signed. */
export const webhookSignedPayload = (timestamp: number, body: string) => `${timestamp}.${body}`;

/** The header's value for a body sent at `timestamp` (unix seconds). */
export function webhookSignatureHeader(hmac: HmacSha256Hex, secret: string, timestamp: number, body: string) {
  return `t=${timestamp},v1=${hmac(secret, webhookSignedPayload(timestamp, body))}`;
}

/** The header's timestamp and v1 signatures; null when it is not of that form. */
export function parseWebhookSignatureHeader(
  header: string,
): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value = ""] = part.trim().split("=", 2);
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Constant-time comparison of two hex strings of equal length. */
function sameHex(a: string, b: string) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** What a receiver checks: a v1 signature of this body and timestamp, and a timestamp within the tolerance. */
export function verifyWebhookSignature(
  hmac: HmacSha256Hex,
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parsed = parseWebhookSignatureHeader(header);
  if (!parsed || Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return false;
  const expected = hmac(secret, webhookSignedPayload(parsed.timestamp, body));
  return parsed.signatures.some((signature) => sameHex(signature, expected));
}
