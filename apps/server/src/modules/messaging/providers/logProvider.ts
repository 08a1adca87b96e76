import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { maskPhone, type OutgoingWhatsApp, type WhatsAppProvider } from "./whatsAppProvider.js";

/** The default: nothing leaves the machine; a one-line summary is logged and the message counts as stored. */
export function createLogProvider(logger: Pick<FastifyBaseLogger, "info">): WhatsAppProvider {
  return {
    name: "log",
    storesOnly: true,
    async send(message: OutgoingWhatsApp) {
      const providerMessageId = `log-${randomUUID()}`;
      logger.info(
        { whatsappMessageId: message.id, to: maskPhone(message.to), chars: message.body.length },
        "whatsapp (log provider): message not sent, stored only",
      );
      return { providerMessageId };
    },
  };
}
