/** How a channel (WhatsApp provider, SMTP, push service) says a message was not taken; the outbox worker acts on it. */

/** Worth another try later: 5xx, 429, rate limits, timeouts, network errors. */
export class RetryableSendError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "RetryableSendError";
  }
}

/** Will fail the same way again: invalid number, rejected request, bad credentials. */
export class PermanentSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentSendError";
  }
}
