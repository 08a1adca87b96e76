/**
 * What a recipient's WhatsApp message asks for (docs/decisions.md, WhatsApp inbox):
 * - `where`: where is it (vehicle, last seen, distance);
 * - `when`: when will it arrive (ETA);
 * - `driver`: who is the driver;
 * - `received`: the consignee confirms the delivery;
 * - `exception`: not yet arrived / damaged / missing — for the operator;
 * - `unknown`: anything else — for the operator.
 */
export const WHATSAPP_INTENTS = ["where", "when", "driver", "received", "exception", "unknown"] as const;
export type WhatsappIntent = (typeof WHATSAPP_INTENTS)[number];
