import { PermanentSendError, RetryableSendError } from "../sendErrors.js";
import { postForProvider, type WhatsAppProvider } from "./whatsAppProvider.js";

export interface FonnteOptions {
  token: string;
  baseUrl: string;
  timeoutMs?: number;
}

interface FonnteAnswer {
  status?: boolean;
  reason?: string;
  detail?: string;
  id?: (string | number)[] | string | number;
}

/** Fonnte: POST {base}/send, header `Authorization: <token>`, form fields `target` (no +) and `message`. */
export function createFonnteProvider(options: FonnteOptions): WhatsAppProvider {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/send`;
  return {
    name: "fonnte",
    async send(message) {
      const form = new URLSearchParams({ target: message.to.replace(/^\+/, ""), message: message.body });
      const response = await postForProvider(
        url,
        {
          method: "POST",
          headers: { authorization: options.token, "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        },
        options.timeoutMs,
      );
      const answer = (response.json ?? {}) as FonnteAnswer;
      if (response.status === 429 || response.status >= 500) {
        throw new RetryableSendError(`fonnte ${response.status}`, response.retryAfterMs);
      }
      if (response.status >= 400) {
        throw new PermanentSendError(
          `fonnte ${response.status}: ${answer.reason ?? "rejected"}`.slice(0, 500),
        );
      }
      if (answer.status !== true) {
        const reason = `fonnte: ${answer.reason ?? answer.detail ?? "rejected"}`.slice(0, 500);
        if (/rate|limit/i.test(reason)) throw new RetryableSendError(reason);
        throw new PermanentSendError(reason);
      }
      const id = Array.isArray(answer.id) ? answer.id[0] : answer.id;
      return { providerMessageId: id === undefined ? `fonnte-${message.id}` : String(id) };
    },
  };
}
