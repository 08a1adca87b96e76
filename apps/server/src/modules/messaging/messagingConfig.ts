import { z } from "zod";

/** WhatsApp settings, spread into the server's config schema (config.ts). */
export const whatsappConfigShape = {
  /** log (default: stored and logged, nothing sent), meta-cloud (WhatsApp Cloud API) or fonnte */
  WHATSAPP_PROVIDER: z.enum(["log", "meta-cloud", "fonnte"]).default("log"),
  WHATSAPP_META_TOKEN: z.string().min(1).optional(),
  WHATSAPP_META_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_META_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "WHATSAPP_META_API_VERSION looks like v21.0")
    .default("v21.0"),
  WHATSAPP_META_TEMPLATE: z.string().min(1).optional(),
  /** a consignee's "arrived" notice: a template with the quick-reply buttons "Diterima" and "Belum diterima" */
  WHATSAPP_META_RECEIPT_TEMPLATE: z.string().min(1).optional(),
  WHATSAPP_META_BASE_URL: z.url().default("https://graph.facebook.com"),
  /** Cloud API status webhook: the app secret signs each call, the verify token answers Meta's subscription check */
  WHATSAPP_META_APP_SECRET: z.string().min(8).optional(),
  WHATSAPP_META_VERIFY_TOKEN: z.string().min(8).optional(),
  FONNTE_TOKEN: z.string().min(1).optional(),
  FONNTE_BASE_URL: z.url().default("https://api.fonnte.com"),
  /** Fonnte's incoming-message webhook: its address carries this secret (`?secret=`), Fonnte signing nothing */
  FONNTE_WEBHOOK_SECRET: z.string().min(16).optional(),
};

type WhatsAppSettings = z.output<z.ZodObject<typeof whatsappConfigShape>>;

export type WhatsAppConfig =
  | { provider: "log" }
  | {
      provider: "meta-cloud";
      token: string;
      phoneNumberId: string;
      apiVersion: string;
      template: string | undefined;
      receiptTemplate: string | undefined;
      baseUrl: string;
    }
  | { provider: "fonnte"; token: string; baseUrl: string };

/** The chosen provider with its secrets; a provider chosen without them stops the start, naming what is missing. */
export function whatsappConfig(settings: WhatsAppSettings): WhatsAppConfig {
  switch (settings.WHATSAPP_PROVIDER) {
    case "meta-cloud": {
      const { WHATSAPP_META_TOKEN: token, WHATSAPP_META_PHONE_NUMBER_ID: phoneNumberId } = settings;
      if (!token || !phoneNumberId) {
        throw new Error(
          "Invalid configuration:\n  WHATSAPP_PROVIDER=meta-cloud needs WHATSAPP_META_TOKEN and WHATSAPP_META_PHONE_NUMBER_ID",
        );
      }
      return {
        provider: "meta-cloud",
        token,
        phoneNumberId,
        apiVersion: settings.WHATSAPP_META_API_VERSION,
        template: settings.WHATSAPP_META_TEMPLATE,
        receiptTemplate: settings.WHATSAPP_META_RECEIPT_TEMPLATE,
        baseUrl: settings.WHATSAPP_META_BASE_URL,
      };
    }
    case "fonnte":
      if (!settings.FONNTE_TOKEN) {
        throw new Error("Invalid configuration:\n  WHATSAPP_PROVIDER=fonnte needs FONNTE_TOKEN");
      }
      return { provider: "fonnte", token: settings.FONNTE_TOKEN, baseUrl: settings.FONNTE_BASE_URL };
    default:
      return { provider: "log" };
  }
}

export interface MetaWebhookConfig {
  appSecret: string;
  verifyToken: string;
}

/** The delivery-status webhook is open only when both of its secrets are set. */
export function metaWebhookConfig(settings: WhatsAppSettings): MetaWebhookConfig | null {
  const { WHATSAPP_META_APP_SECRET: appSecret, WHATSAPP_META_VERIFY_TOKEN: verifyToken } = settings;
  return appSecret && verifyToken ? { appSecret, verifyToken } : null;
}
