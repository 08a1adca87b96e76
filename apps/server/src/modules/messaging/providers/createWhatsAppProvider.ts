import type { FastifyBaseLogger } from "fastify";
import type { WhatsAppConfig } from "../messagingConfig.js";
import { createFonnteProvider } from "./fonnteProvider.js";
import { createLogProvider } from "./logProvider.js";
import { createMetaCloudProvider } from "./metaCloudProvider.js";
import type { WhatsAppProvider } from "./whatsAppProvider.js";

/** The provider chosen by WHATSAPP_PROVIDER (log by default). */
export function createWhatsAppProvider(config: WhatsAppConfig, logger: FastifyBaseLogger): WhatsAppProvider {
  switch (config.provider) {
    case "meta-cloud":
      return createMetaCloudProvider({
        token: config.token,
        phoneNumberId: config.phoneNumberId,
        apiVersion: config.apiVersion,
        baseUrl: config.baseUrl,
        defaultTemplate: config.template,
      });
    case "fonnte":
      return createFonnteProvider({ token: config.token, baseUrl: config.baseUrl });
    default:
      return createLogProvider(logger);
  }
}
