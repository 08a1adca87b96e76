import { can, type Language, paginationInputSchema, TEMPORARY_LIVE_VIEW_UPDATE } from "@armada/domain";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { AppError, forbidden, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { OUTBOX_READ, OUTBOX_UPDATE } from "./messagingAccess.js";
import { notifyOutboxEnqueued } from "./outboxSignal.js";
import type { ReadableBodies } from "./readableBodies.js";
import { WHATSAPP_MESSAGE_STATUSES } from "./whatsappMessage.js";
import {
  findCompanyMessage,
  findCompanyMessages,
  requeueFailedMessage,
  type WhatsAppMessageRow,
} from "./whatsappRepository.js";

export const whatsappMessagesFilterSchema = z.object({
  status: z.enum(WHATSAPP_MESSAGE_STATUSES).optional(),
  search: z.string().trim().max(30).optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export const resendWhatsAppMessageInputSchema = z.object({ messageId: z.number().int().positive() });

/** Digits of a typed number; a national 08… becomes 628… as stored in E.164. */
export function phoneSearch(text: string | undefined): string | undefined {
  const digits = (text ?? "").replace(/\D/g, "");
  if (!digits) return undefined;
  return digits.startsWith("0") ? `62${digits.slice(1)}` : digits;
}

function view(row: WhatsAppMessageRow, body: string) {
  return {
    id: row.id,
    kind: row.kind,
    recipientPhone: row.recipientPhone,
    body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdOn: row.createdOn.toISOString(),
    sentOn: row.sentOn ? row.sentOn.toISOString() : null,
  };
}

/**
 * The company's outbox as an admin sees it: list and resend. A temporary live view editor (without the outbox keys)
 * may resend the failed messages of recipient contacts, from the contacts table of the edit page.
 */
export function createWhatsAppService(db: Db, readableBodies: ReadableBodies) {
  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, OUTBOX_READ);
      const { pagination, ...criteria } = parseInput(whatsappMessagesFilterSchema, filter ?? {}, language);
      const { page, show } = pagination;
      const search = phoneSearch(criteria.search);
      const { rows, total } = await findCompanyMessages(db, user.companyId, {
        status: criteria.status,
        search,
        page,
        show,
      });
      const bodies = await readableBodies(db, user.userId, rows);
      return {
        data: rows.map((row, index) => view(row, bodies[index] ?? "")),
        pagination: { total, page, show },
      };
    },

    async resend(user: AuthUser, input: unknown, language: Language) {
      requireAnyKey(user, [OUTBOX_UPDATE, TEMPORARY_LIVE_VIEW_UPDATE]);
      const { messageId } = parseInput(resendWhatsAppMessageInputSchema, input, language);
      const message = await findCompanyMessage(db, user.companyId, messageId);
      if (!message) throw notFound();
      if (message.contactId === null && !can(user.accessKeys, OUTBOX_UPDATE)) throw forbidden();
      const requeued = await requeueFailedMessage(db, user.companyId, messageId, new Date());
      if (!requeued) throw new AppError("WhatsAppNotResendable", 409);
      notifyOutboxEnqueued();
      const [body = ""] = await readableBodies(db, user.userId, [requeued]);
      return view(requeued, body);
    },
  };
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
