import type { AccessKey } from "../accessKeys.js";

/** Who may read the WhatsApp outbox may read the inbox (its conversations, the bell's entries, a complaint's link). */
export const WHATSAPP_INBOX_READ_KEY = "c5a-setting-notification:read" satisfies AccessKey;
