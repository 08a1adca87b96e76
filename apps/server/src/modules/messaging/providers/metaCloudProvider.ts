import { PermanentSendError, RetryableSendError } from "../sendErrors.js";
import { type OutgoingWhatsApp, postForProvider, type WhatsAppProvider } from "./whatsAppProvider.js";

export interface MetaCloudOptions {
  token: string;
  phoneNumberId: string;
  apiVersion: string;
  baseUrl: string;
  /** Template used when a message carries none; without either the message goes as plain text. */
  defaultTemplate?: string | undefined;
  timeoutMs?: number;
}

/** Meta error codes: invalid or unreachable recipient, bad parameter → permanent; throttling → retryable. */
const PERMANENT_CODES = new Set([100, 131026, 131030]);
const RETRYABLE_CODES = new Set([130429, 131048, 131056, 131000, 131016, 2]);

interface MetaError {
  error?: { code?: number; message?: string; error_subcode?: number };
}

/** Builds the Cloud API body: a template (Indonesian) when one is known, else a text message. */
export function metaRequestBody(message: OutgoingWhatsApp, defaultTemplate?: string) {
  const to = message.to.replace(/^\+/, "");
  const templateName = message.templateName ?? defaultTemplate;
  if (!templateName) {
    return { messaging_product: "whatsapp", to, type: "text", text: { body: message.body } };
  }
  const params = message.templateParams ?? [message.body];
  return {
    messaging_product: "whatsapp",
    to,
    type: "template",
    template: {
      name: templateName,
      language: { code: "id" },
      components: [{ type: "body", parameters: params.map((text) => ({ type: "text", text })) }],
    },
  };
}

/** WhatsApp Cloud API: POST {base}/{version}/{phone-number-id}/messages with a Bearer token. */
export function createMetaCloudProvider(options: MetaCloudOptions): WhatsAppProvider {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/${options.apiVersion}/${options.phoneNumberId}/messages`;
  return {
    name: "meta-cloud",
    async send(message) {
      const response = await postForProvider(
        url,
        {
          method: "POST",
          headers: { authorization: `Bearer ${options.token}`, "content-type": "application/json" },
          body: JSON.stringify(metaRequestBody(message, options.defaultTemplate)),
        },
        options.timeoutMs,
      );
      if (response.status >= 200 && response.status < 300) {
        const id = (response.json as { messages?: { id?: string }[] } | null)?.messages?.[0]?.id;
        if (!id) throw new PermanentSendError("meta-cloud: accepted without a message id");
        return { providerMessageId: id };
      }
      const error = (response.json as MetaError | null)?.error;
      const reason = `meta-cloud ${response.status}${error?.code ? ` code ${error.code}` : ""}: ${
        error?.message ?? "no error message"
      }`.slice(0, 500);
      if (error?.code !== undefined && RETRYABLE_CODES.has(error.code)) {
        throw new RetryableSendError(reason, response.retryAfterMs);
      }
      if (error?.code !== undefined && PERMANENT_CODES.has(error.code)) throw new PermanentSendError(reason);
      if (response.status === 429 || response.status >= 500) {
        throw new RetryableSendError(reason, response.retryAfterMs);
      }
      throw new PermanentSendError(reason);
    },
  };
}
