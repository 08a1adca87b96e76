import { z } from "zod";

/** Support contacts of "Hubungi Kami" (/contactus/), spread into the server's config schema (config.ts). */
export const supportContactsConfigShape = {
  /** WhatsApp number in international form, e.g. +6281234567890 (the page links it as https://wa.me/6281234567890) */
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\+?[1-9]\d{7,14}$/, "SUPPORT_WHATSAPP is an international number such as +6281234567890")
    .optional(),
  /** phone number as it is dialled, e.g. "(021) 5091 2345" or +62215091234 */
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[\d\s().-]{6,24}$/, "SUPPORT_PHONE holds digits, spaces, +, -, ( and ) only")
    .optional(),
  SUPPORT_EMAIL: z.email("SUPPORT_EMAIL is an e-mail address").optional(),
  /** opening hours as shown, e.g. "Senin–Jumat 08.00–17.00 WIB" */
  SUPPORT_HOURS: z.string().trim().min(1).max(120).optional(),
};

type SupportContactsSettings = z.output<z.ZodObject<typeof supportContactsConfigShape>>;

export interface SupportContacts {
  /** digits only, as wa.me wants them */
  whatsapp: string | null;
  phone: string | null;
  email: string | null;
  hours: string | null;
}

export function supportContactsConfig(settings: SupportContactsSettings): SupportContacts {
  return {
    whatsapp: settings.SUPPORT_WHATSAPP?.replace(/^\+/, "") ?? null,
    phone: settings.SUPPORT_PHONE?.trim() ?? null,
    email: settings.SUPPORT_EMAIL ?? null,
    hours: settings.SUPPORT_HOURS ?? null,
  };
}
