import { parseIndonesianPhone } from "@armada/domain";
import { z } from "zod";

/** Why a chosen reminder recipient is not reached on a channel they were chosen for (shown beside them). */
export const RECIPIENT_WARNINGS = ["INACTIVE", "WHATSAPP_INVALID", "EMAIL_INVALID"] as const;
export type RecipientWarning = (typeof RECIPIENT_WARNINGS)[number];

export const validEmail = (email: string | null) => email !== null && z.email().safeParse(email).success;
export const validPhone = (phoneNo: string | null) =>
  phoneNo !== null && parseIndonesianPhone(phoneNo) !== null;

/**
 * A chosen recipient's warnings: deactivated (receives nothing), or chosen for WhatsApp without a valid Indonesian
 * number, or for e-mail without a valid address (that channel is skipped by the reminder pass).
 */
export function recipientWarnings(recipient: {
  isActive: boolean;
  byWhatsApp: boolean;
  byEmail: boolean;
  phoneNo: string | null;
  email: string | null;
}): RecipientWarning[] {
  if (!recipient.isActive) return ["INACTIVE"];
  return [
    ...(recipient.byWhatsApp && !validPhone(recipient.phoneNo) ? (["WHATSAPP_INVALID"] as const) : []),
    ...(recipient.byEmail && !validEmail(recipient.email) ? (["EMAIL_INVALID"] as const) : []),
  ];
}
