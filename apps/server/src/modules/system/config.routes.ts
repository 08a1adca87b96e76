import type { FastifyInstance } from "fastify";
import type { SupportContacts } from "./supportContactsConfig.js";

/** Public settings the web app needs before sign-in. Never secrets. */
export async function publicConfigRoutes(
  app: FastifyInstance,
  options: {
    helpUrl: string;
    version: string;
    mapStyleUrl: string;
    /** the deepest zoom the basemap has detail for; null when an external style decides */
    mapDetailMaxZoom: number | null;
    publicUrl: string;
    supportContacts: SupportContacts;
    /** the active WhatsApp provider; "log" means messages are stored, not sent */
    whatsappProvider: string;
  },
) {
  app.get("/api/config", async () => ({
    helpUrl: options.helpUrl,
    version: options.version,
    mapStyleUrl: options.mapStyleUrl,
    mapDetailMaxZoom: options.mapDetailMaxZoom,
    /** The origin of tracking links, so the link modal shows the same address the WhatsApp texts carry. */
    publicUrl: options.publicUrl,
    supportContacts: options.supportContacts,
    whatsappProvider: options.whatsappProvider,
  }));
}
