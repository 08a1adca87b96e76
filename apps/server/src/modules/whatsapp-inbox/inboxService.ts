import { type Language, paginationInputSchema, WHATSAPP_INBOX_READ_KEY } from "@armada/domain";
import { and, asc, desc, eq, gt, ilike, isNotNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { consigneeLinks, deliveryOrderCode } from "../deliveries/index.js";
import { enqueueWhatsApp, OUTBOX_UPDATE, whatsappMessages } from "../messaging/index.js";
import { whatsappConversations, whatsappInboxMessages } from "./whatsappInbox.tables.js";

/** WhatsApp lets a business write freely for 24 hours after the customer's last message; a template after. */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;

export const whatsappConversationsFilterSchema = z.object({
  search: z.string().trim().max(60).optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 20 }),
});
export const whatsappConversationIdInputSchema = z.object({ conversationId: z.number().int().positive() });
export const replyWhatsappConversationInputSchema = z.object({
  conversationId: z.number().int().positive(),
  body: z.string().trim().min(1).max(1000),
  /** outside the 24 hours: send through the configured template, the reply as its one parameter */
  asTemplate: z.boolean().default(false),
});

type ConversationRow = typeof whatsappConversations.$inferSelect;

/** The bell lists at most this many waiting conversations (the inbox has them all). */
const INBOX_NOTICES_MAX = 20;
const NOTICE_MESSAGE_CHARS = 140;
const shortened = (text: string, chars: number) => {
  const characters = [...text];
  return characters.length <= chars ? text : `${characters.slice(0, chars - 1).join("")}…`;
};

function conversationView(row: ConversationRow, confirmedOn: Date | null, windowOpen: boolean) {
  return {
    id: row.id,
    phone: row.phone,
    contactLabel: row.contactLabel,
    linkName: row.linkName,
    temporaryLvId: row.temporaryLvId,
    deliveryOrderId: row.deliveryOrderId,
    deliveryOrderCode: row.deliveryOrderId === null ? null : deliveryOrderCode(row.deliveryOrderId),
    unreadCount: row.unreadCount,
    needsOperator: row.needsOperatorSince !== null,
    lastMessageOn: row.lastMessageOn.toISOString(),
    lastInboundOn: row.lastInboundOn?.toISOString() ?? null,
    windowOpen,
    confirmedByConsigneeOn: confirmedOn?.toISOString() ?? null,
  };
}

/**
 * The operator's WhatsApp inbox (issue 40): the company's conversations, those waiting for the operator first, then
 * unread, then newest; a conversation's messages with their outbox status; a reply within the 24-hour window (a
 * template outside it). The outbox's keys: who may read the outbox may read the inbox, who may resend may reply.
 */
export function createInboxService(
  db: Db,
  options: {
    /** the Cloud API keeps the 24-hour rule; Fonnte and the log provider send what they are given */
    windowApplies: boolean;
    template: string | null;
    now?: () => Date;
    /** an operator read or answered a conversation: the company's other open inboxes and bells refetch */
    changed?: (companyId: number, change: { conversationId: number; kind: "read" | "replied" }) => void;
  },
) {
  const now = options.now ?? (() => new Date());
  const inWindow = (lastInboundOn: Date | null, at: Date) =>
    !options.windowApplies ||
    (lastInboundOn !== null && at.getTime() - lastInboundOn.getTime() < SERVICE_WINDOW_MS);

  async function findConversation(companyId: number, conversationId: number) {
    const [row] = await db
      .select({ conversation: whatsappConversations, confirmedOn: consigneeLinks.confirmedByConsigneeOn })
      .from(whatsappConversations)
      .leftJoin(consigneeLinks, eq(consigneeLinks.contactId, whatsappConversations.contactId))
      .where(
        and(eq(whatsappConversations.companyId, companyId), eq(whatsappConversations.id, conversationId)),
      );
    return row ?? null;
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, WHATSAPP_INBOX_READ_KEY);
      const { pagination, search } = parseInput(whatsappConversationsFilterSchema, filter ?? {}, language);
      const { page, show } = pagination;
      const digits = (search ?? "").replace(/\D/g, "");
      const where = and(
        eq(whatsappConversations.companyId, user.companyId),
        search
          ? or(
              ilike(whatsappConversations.contactLabel, `%${search.replace(/[%_\\]/g, "\\$&")}%`),
              ilike(whatsappConversations.linkName, `%${search.replace(/[%_\\]/g, "\\$&")}%`),
              digits.length >= 3 ? ilike(whatsappConversations.phone, `%${digits}%`) : undefined,
            )
          : undefined,
      );
      const rows = await db
        .select({ conversation: whatsappConversations, confirmedOn: consigneeLinks.confirmedByConsigneeOn })
        .from(whatsappConversations)
        .leftJoin(consigneeLinks, eq(consigneeLinks.contactId, whatsappConversations.contactId))
        .where(where)
        .orderBy(
          asc(sql`${whatsappConversations.needsOperatorSince} is null`),
          asc(sql`${whatsappConversations.unreadCount} = 0`),
          desc(whatsappConversations.lastMessageOn),
          desc(whatsappConversations.id),
        )
        .limit(show)
        .offset((page - 1) * show);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(whatsappConversations)
        .where(where);
      const at = now();
      return {
        data: rows.map((row) =>
          conversationView(row.conversation, row.confirmedOn, inWindow(row.conversation.lastInboundOn, at)),
        ),
        pagination: { total: count?.total ?? 0, page, show },
      };
    },

    async get(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, WHATSAPP_INBOX_READ_KEY);
      const { conversationId } = parseInput(whatsappConversationIdInputSchema, input, language);
      const found = await findConversation(user.companyId, conversationId);
      if (!found) throw notFound();
      const messages = await db
        .select({ message: whatsappInboxMessages, status: whatsappMessages.status })
        .from(whatsappInboxMessages)
        .leftJoin(whatsappMessages, eq(whatsappMessages.id, whatsappInboxMessages.outboxMessageId))
        .where(
          and(
            eq(whatsappInboxMessages.companyId, user.companyId),
            eq(whatsappInboxMessages.conversationId, conversationId),
          ),
        )
        .orderBy(asc(whatsappInboxMessages.createdOn), asc(whatsappInboxMessages.id));
      return {
        ...conversationView(
          found.conversation,
          found.confirmedOn,
          inWindow(found.conversation.lastInboundOn, now()),
        ),
        messages: messages.map(({ message, status }) => ({
          id: message.id,
          direction: message.direction,
          body: message.body,
          intent: message.intent,
          rule: message.rule,
          answeredBy: message.answeredBy,
          status,
          createdOn: message.createdOn.toISOString(),
        })),
      };
    },

    async markRead(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, WHATSAPP_INBOX_READ_KEY);
      const { conversationId } = parseInput(whatsappConversationIdInputSchema, input, language);
      const own = and(
        eq(whatsappConversations.companyId, user.companyId),
        eq(whatsappConversations.id, conversationId),
      );
      const [cleared] = await db
        .update(whatsappConversations)
        .set({ unreadCount: 0 })
        .where(and(own, gt(whatsappConversations.unreadCount, 0)))
        .returning({ id: whatsappConversations.id });
      // only a read that changed the counts is told to the other inboxes
      if (cleared) {
        options.changed?.(user.companyId, { conversationId, kind: "read" });
        return { conversationId };
      }
      const [row] = await db.select({ id: whatsappConversations.id }).from(whatsappConversations).where(own);
      if (!row) throw notFound();
      return { conversationId: row.id };
    },

    /** The badge: the company's conversations with unread messages, and those waiting for the operator. */
    async unread(user: AuthUser) {
      requireKey(user, WHATSAPP_INBOX_READ_KEY);
      const [row] = await db
        .select({
          unread: sql<number>`count(*) filter (where ${whatsappConversations.unreadCount} > 0)::int`,
          waiting: sql<number>`count(*) filter (where ${whatsappConversations.needsOperatorSince} is not null)::int`,
        })
        .from(whatsappConversations)
        .where(
          and(
            eq(whatsappConversations.companyId, user.companyId),
            or(gt(whatsappConversations.unreadCount, 0), isNotNull(whatsappConversations.needsOperatorSince)),
          ),
        );
      return { unread: row?.unread ?? 0, waiting: row?.waiting ?? 0 };
    },

    /**
     * The bell's entries: the conversations waiting for the operator, the newest wait first, each with the
     * recipient's latest message (shortened).
     */
    async notices(user: AuthUser) {
      requireKey(user, WHATSAPP_INBOX_READ_KEY);
      const latest = db
        .select({ body: whatsappInboxMessages.body })
        .from(whatsappInboxMessages)
        .where(
          and(
            eq(whatsappInboxMessages.conversationId, whatsappConversations.id),
            eq(whatsappInboxMessages.direction, "IN"),
          ),
        )
        .orderBy(desc(whatsappInboxMessages.createdOn), desc(whatsappInboxMessages.id))
        .limit(1)
        .as("latest");
      const rows = await db
        .select({ conversation: whatsappConversations, lastMessage: latest.body })
        .from(whatsappConversations)
        .leftJoinLateral(latest, sql`true`)
        .where(
          and(
            eq(whatsappConversations.companyId, user.companyId),
            isNotNull(whatsappConversations.needsOperatorSince),
          ),
        )
        .orderBy(desc(whatsappConversations.needsOperatorSince), desc(whatsappConversations.id))
        .limit(INBOX_NOTICES_MAX);
      return rows.map(({ conversation, lastMessage }) => ({
        conversationId: conversation.id,
        contactLabel: conversation.contactLabel,
        linkName: conversation.linkName,
        deliveryOrderCode:
          conversation.deliveryOrderId === null ? null : deliveryOrderCode(conversation.deliveryOrderId),
        lastMessage: lastMessage === null ? null : shortened(lastMessage, NOTICE_MESSAGE_CHARS),
        waitingSince: (conversation.needsOperatorSince ?? conversation.lastMessageOn).toISOString(),
      }));
    },

    async reply(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, OUTBOX_UPDATE);
      const { conversationId, body, asTemplate } = parseInput(
        replyWhatsappConversationInputSchema,
        input,
        language,
      );
      const found = await findConversation(user.companyId, conversationId);
      if (!found) throw notFound();
      const { conversation } = found;
      const at = now();
      const windowOpen = inWindow(conversation.lastInboundOn, at);
      if (!windowOpen && !asTemplate) throw new AppError("WhatsAppWindowClosed", 409);
      if (!windowOpen && !options.template) throw new AppError("WhatsAppNoTemplate", 409);
      await db.transaction(async (tx) => {
        const [reply] = await tx
          .insert(whatsappInboxMessages)
          .values({
            companyId: user.companyId,
            conversationId,
            direction: "OUT",
            phone: conversation.phone,
            body,
            rule: windowOpen ? "operator.text" : "operator.template",
            answeredBy: "operator",
            sentBy: user.userId,
            createdOn: at,
          })
          .returning({ id: whatsappInboxMessages.id });
        if (!reply) return;
        const idempotencyKey = `inbox:${reply.id}:reply`;
        await enqueueWhatsApp(tx, {
          companyId: user.companyId,
          recipientPhone: conversation.phone,
          body,
          kind: "inbox-reply",
          idempotencyKey,
          contactId: conversation.contactId,
          temporaryLvId: conversation.temporaryLvId,
          ...(windowOpen || !options.template
            ? {}
            : { templateName: options.template, templateParams: [body] }),
        });
        const [outbox] = await tx
          .select({ id: whatsappMessages.id })
          .from(whatsappMessages)
          .where(eq(whatsappMessages.idempotencyKey, idempotencyKey));
        await tx
          .update(whatsappInboxMessages)
          .set({ outboxMessageId: outbox?.id ?? null })
          .where(eq(whatsappInboxMessages.id, reply.id));
        await tx
          .update(whatsappConversations)
          .set({ needsOperatorSince: null, unreadCount: 0, lastMessageOn: at })
          .where(eq(whatsappConversations.id, conversationId));
      });
      options.changed?.(user.companyId, { conversationId, kind: "replied" });
      return this.get(user, { conversationId }, language);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
