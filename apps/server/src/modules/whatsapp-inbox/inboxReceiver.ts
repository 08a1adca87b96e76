import {
  chatLanguage,
  matchWhatsappIntent,
  parseIndonesianPhone,
  whatsappAcknowledgement,
  whatsappAnswer,
} from "@armada/domain";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { consigneeLinks } from "../deliveries/index.js";
import { enqueueWhatsApp, type InboundMessage, whatsappMessages } from "../messaging/index.js";
import { arrivalNotices, type TemporaryLiveViewService } from "../temporary-live-view/index.js";
import { answerFacts } from "./answerFacts.js";
import { findRecipientLinks, type RecipientLink } from "./recipientLinks.js";
import { whatsappConversations, whatsappInboxMessages } from "./whatsappInbox.tables.js";

/** At most this many automatic answers of a company to one number in RATE_WINDOW_MS; beyond, the operator answers. */
export const ANSWERS_PER_WINDOW = 5;
export const RATE_WINDOW_MS = 10 * 60_000;
/** How long an expired consignee link is opened again for, when its consignee asks where the order is. */
export const REOPEN_MS = 2 * 3_600_000;

const DONE = ["DELIVERED", "FAILED", "CANCELED", "CANCELLED"];

interface Options {
  publicUrl: string;
  temporaryLiveView: Pick<TemporaryLiveViewService, "setExpiryInTransaction" | "changed">;
  now?: () => Date;
  /** a recipient's message stored in a company's conversation, which may now wait for the operator */
  received?: (companyId: number, change: { conversationId: number; waiting: boolean }) => void;
}

/**
 * A recipient's message as stored; `scope` (the conversation, or "none" without company) keeps one provider message
 * stored once per conversation when a webhook delivers it twice.
 */
const incomingRow = (message: InboundMessage, phone: string, at: Date, scope: string) => ({
  direction: "IN" as const,
  phone,
  body: message.text,
  provider: message.provider,
  providerMessageId: message.providerMessageId,
  dedupeKey: message.providerMessageId ? `${message.provider}:${message.providerMessageId}:${scope}` : null,
  createdOn: at,
});

/** The company's automatic answers to the number lately (per company: one company's answers never limit another's). */
async function answersInWindow(tx: DbExecutor, companyId: number, phone: string, now: Date) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(whatsappInboxMessages)
    .where(
      and(
        eq(whatsappInboxMessages.companyId, companyId),
        eq(whatsappInboxMessages.phone, phone),
        eq(whatsappInboxMessages.direction, "OUT"),
        eq(whatsappInboxMessages.answeredBy, "rule"),
        gt(whatsappInboxMessages.createdOn, new Date(now.getTime() - RATE_WINDOW_MS)),
      ),
    );
  return row?.count ?? 0;
}

/** The consignee was told "tiba" (the drop was visited), or the order is delivered. */
async function arrived(tx: DbExecutor, link: RecipientLink) {
  if (link.deliveryOrderStatus === "DELIVERED") return true;
  const [notice] = await tx
    .select({ contactId: arrivalNotices.contactId })
    .from(arrivalNotices)
    .where(and(eq(arrivalNotices.contactId, link.contactId), isNotNull(arrivalNotices.arrivedSentOn)))
    .limit(1);
  return notice !== undefined;
}

/**
 * The recipients' messages (both providers' webhooks): stored per company where the sender is a recipient, read by
 * the intent rules, answered through the outbox within the rate limit, a consignee's "diterima" after "tiba"
 * recorded on their link, "belum"/"rusak" and what no rule answers flagged for the operator. A stranger's message is
 * stored without company and never answered.
 */
export function createInboxReceiver(db: Db, options: Options) {
  const now = options.now ?? (() => new Date());

  async function receiveInCompany(message: InboundMessage, phone: string, link: RecipientLink, at: Date) {
    const match = matchWhatsappIntent(message.text);
    const language = chatLanguage(message.text);
    let outerReopened = false;
    const stored = await db.transaction(
      async (tx): Promise<{ conversationId: number; waiting: boolean } | null> => {
        const [conversation] = await tx
          .insert(whatsappConversations)
          .values({
            companyId: link.companyId,
            phone,
            contactId: link.contactId,
            temporaryLvId: link.temporaryLvId,
            linkName: link.linkName,
            contactLabel: link.contactLabel,
            deliveryOrderId: link.deliveryOrderId,
            lastInboundOn: at,
            lastMessageOn: at,
          })
          .onConflictDoUpdate({
            target: [whatsappConversations.companyId, whatsappConversations.contactId],
            set: { lastInboundOn: at, lastMessageOn: at },
          })
          .returning();
        if (!conversation) return null;
        const [incoming] = await tx
          .insert(whatsappInboxMessages)
          .values({
            ...incomingRow(message, phone, at, String(conversation.id)),
            companyId: link.companyId,
            conversationId: conversation.id,
            intent: match.intent,
            rule: match.rule,
          })
          .onConflictDoNothing()
          .returning({ id: whatsappInboxMessages.id });
        // a webhook delivered twice: stored and answered once
        if (!incoming) return null;
        await tx
          .update(whatsappConversations)
          .set({ unreadCount: sql`${whatsappConversations.unreadCount} + 1` })
          .where(eq(whatsappConversations.id, conversation.id));

        let waiting = conversation.needsOperatorSince !== null;
        const outcome = () => ({ conversationId: conversation.id, waiting });
        const forOperator = async () => {
          const already = waiting;
          waiting = true;
          await tx
            .update(whatsappConversations)
            .set({
              needsOperatorSince: sql`coalesce(${whatsappConversations.needsOperatorSince}, ${at.toISOString()}::timestamptz)`,
            })
            .where(eq(whatsappConversations.id, conversation.id));
          return already;
        };

        let answer: { text: string; rule: string } | null = null;
        if (match.intent === "received" && link.consigneeLinkId !== null && (await arrived(tx, link))) {
          if (!link.confirmedByConsigneeOn)
            await tx
              .update(consigneeLinks)
              .set({ confirmedByConsigneeOn: at })
              .where(eq(consigneeLinks.id, link.consigneeLinkId));
          answer = { text: whatsappAcknowledgement("confirmed", language), rule: "answer.confirmed" };
        } else if (match.intent === "exception") {
          await forOperator();
          answer = { text: whatsappAcknowledgement("exception", language), rule: "answer.exception" };
        } else {
          let text: string | null = null;
          if (match.intent === "where" || match.intent === "when" || match.intent === "driver") {
            const expired = link.status !== "A" || link.expiresOn <= at;
            const done = link.deliveryOrderStatus !== null && DONE.includes(link.deliveryOrderStatus);
            // a consignee's link of an order still on its way opens again; a link the operator shared by hand does not
            const reopen = expired && link.consigneeLinkId !== null && !done;
            if (!expired || reopen) {
              if (reopen) {
                await options.temporaryLiveView.setExpiryInTransaction(
                  tx,
                  link.companyId,
                  link.temporaryLvId,
                  new Date(at.getTime() + REOPEN_MS),
                );
              }
              const facts = await answerFacts(tx, link, options.publicUrl, reopen);
              text = facts ? whatsappAnswer(match.intent, facts, language) : null;
              outerReopened = reopen;
            }
          }
          if (text) answer = { text, rule: `answer.${match.intent}` };
          else {
            const told = await forOperator();
            if (!told)
              answer = { text: whatsappAcknowledgement("operator", language), rule: "answer.toOperator" };
          }
        }
        if (!answer) return outcome();
        if ((await answersInWindow(tx, link.companyId, phone, at)) >= ANSWERS_PER_WINDOW) {
          await forOperator();
          await tx
            .update(whatsappInboxMessages)
            .set({ rule: `${match.rule} rate-limited` })
            .where(eq(whatsappInboxMessages.id, incoming.id));
          return outcome();
        }
        const idempotencyKey = `inbox:${incoming.id}:answer`;
        await enqueueWhatsApp(tx, {
          companyId: link.companyId,
          recipientPhone: phone,
          body: answer.text,
          kind: "inbox-answer",
          idempotencyKey,
          temporaryLvId: link.temporaryLvId,
          contactId: link.contactId,
        });
        const [outbox] = await tx
          .select({ id: whatsappMessages.id })
          .from(whatsappMessages)
          .where(eq(whatsappMessages.idempotencyKey, idempotencyKey));
        await tx.insert(whatsappInboxMessages).values({
          companyId: link.companyId,
          conversationId: conversation.id,
          direction: "OUT",
          phone,
          body: answer.text,
          intent: match.intent,
          rule: answer.rule,
          answeredBy: "rule",
          outboxMessageId: outbox?.id ?? null,
          createdOn: at,
        });
        return outcome();
      },
    );
    // after the commit: the arrival worker and open pages see the reopened link
    if (stored && outerReopened) options.temporaryLiveView.changed(link.companyId, link.temporaryLvId);
    return stored;
  }

  return {
    async receive(message: InboundMessage) {
      const phone = parseIndonesianPhone(message.from) ?? message.from;
      const at = now();
      const links = await findRecipientLinks(db, phone, at);
      if (links.length === 0) {
        const match = matchWhatsappIntent(message.text);
        await db
          .insert(whatsappInboxMessages)
          .values({
            ...incomingRow(message, phone, at, "none"),
            intent: match.intent,
            rule: `${match.rule} unmatched`,
          })
          .onConflictDoNothing();
        return;
      }
      for (const link of links) {
        const stored = await receiveInCompany(message, phone, link, at);
        if (stored) options.received?.(link.companyId, stored);
      }
    },
  };
}

export type InboxReceiver = ReturnType<typeof createInboxReceiver>;
