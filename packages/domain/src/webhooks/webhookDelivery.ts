/**
 * How webhook deliveries are retried and when a subscription is switched off. The outbox worker of the messaging
 * module drives the retries with these figures (exponential backoff with jitter, base·2^(attempt-1), capped).
 */
export const WEBHOOK_RETRY = {
  /** attempts of one delivery, the first included */
  maxAttempts: 8,
  baseBackoffMs: 30_000,
  maxBackoffMs: 4 * 3_600_000,
} as const;

/** a delivery's request is given up after this long (and retried) */
export const WEBHOOK_REQUEST_TIMEOUT_MS = 10_000;
/** what is kept of a receiver's answer */
export const WEBHOOK_RESPONSE_EXCERPT_CHARS = 200;

/**
 * The nominal delay before attempt `attempt + 1` (no jitter): base·2^(attempt-1), never above the cap. The
 * worker waits a random 50-100 % of it.
 */
export function webhookRetryDelayMs(
  attempt: number,
  retry: { baseBackoffMs: number; maxBackoffMs: number } = WEBHOOK_RETRY,
) {
  const exponent = Math.min(Math.max(attempt - 1, 0), 40);
  return Math.min(retry.maxBackoffMs, retry.baseBackoffMs * 2 ** exponent);
}

/** When a subscription is disabled: this many deliveries in a row failed, the first of them this long ago. */
export const WEBHOOK_DISABLE_RULE = { consecutiveFailures: 10, failingForMs: 24 * 3_600_000 } as const;

export interface WebhookFailureState {
  consecutiveFailures: number;
  /** when the first failure of the current run happened; null when the last delivery succeeded */
  failingSince: Date | null;
}

/** The state after one delivery settled (a success resets it). */
export function webhookFailureStateAfter(
  state: WebhookFailureState,
  succeeded: boolean,
  now: Date,
): WebhookFailureState {
  if (succeeded) return { consecutiveFailures: 0, failingSince: null };
  return { consecutiveFailures: state.consecutiveFailures + 1, failingSince: state.failingSince ?? now };
}

/** Whether persistent failure switches the subscription off: enough failures in a row, over long enough. */
export function shouldDisableWebhook(
  state: WebhookFailureState,
  now: Date,
  rule: { consecutiveFailures: number; failingForMs: number } = WEBHOOK_DISABLE_RULE,
): boolean {
  return (
    state.failingSince !== null &&
    state.consecutiveFailures >= rule.consecutiveFailures &&
    now.getTime() - state.failingSince.getTime() >= rule.failingForMs
  );
}
