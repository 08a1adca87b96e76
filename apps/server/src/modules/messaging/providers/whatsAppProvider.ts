import { RetryableSendError } from "../sendErrors.js";

/** One outbox message as a provider sees it. */
export interface OutgoingWhatsApp {
  id: number;
  /** E.164, e.g. +6281234567890 */
  to: string;
  body: string;
  templateName: string | null;
  templateParams: string[] | null;
  idempotencyKey: string;
}

export interface WhatsAppProvider {
  readonly name: string;
  /** True when nothing leaves the server (the log provider): its messages are `stored`, never `sent`. */
  readonly storesOnly?: boolean;
  /** Resolves once the provider accepted the message; throws RetryableSendError or PermanentSendError. */
  send(message: OutgoingWhatsApp): Promise<{ providerMessageId: string }>;
}

/** +6281234567890 → "+62******7890": only the last 4 digits stay readable (logs, lists). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 4) return "*".repeat(digits.length);
  const prefix = phone.startsWith("+") ? `+${digits.slice(0, 2)}` : "";
  const hidden = digits.length - 4 - (prefix ? 2 : 0);
  return `${prefix}${"*".repeat(Math.max(hidden, 0))}${digits.slice(-4)}`;
}

export const SEND_TIMEOUT_MS = 15_000;

/**
 * fetch with a timeout; a timeout or network failure becomes a RetryableSendError. The caller maps the response.
 */
export async function postForProvider(
  url: string,
  init: RequestInit,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<{ status: number; json: unknown; retryAfterMs?: number }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
        ? "timeout"
        : "network error";
    throw new RetryableSendError(reason);
  }
  const text = await response.text().catch(() => "");
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    status: response.status,
    json,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
  };
}
