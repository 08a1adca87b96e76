import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { consigneeLinks } from "../deliveries/index.js";
import { temporaryLiveViewContacts, temporaryLiveViews } from "../temporary-live-view/index.js";
import { whatsappConversations, whatsappInboxMessages } from "./whatsappInbox.tables.js";

const MINUTE = 60_000;

/**
 * The demo company's inbox: the consignees of the running task asked by WhatsApp: one question answered by a rule,
 * one complaint ("rusak") waiting for the operator.
 */
export async function seedDemoWhatsappInbox(
  tx: DbExecutor,
  companyId: number,
  now = new Date(),
): Promise<void> {
  const links = await tx
    .select({
      contactId: temporaryLiveViewContacts.contactId,
      phone: temporaryLiveViewContacts.phoneNumber,
      label: temporaryLiveViewContacts.label,
      temporaryLvId: temporaryLiveViews.temporaryLvId,
      linkName: temporaryLiveViews.name,
      deliveryOrderId: consigneeLinks.deliveryOrderId,
    })
    .from(consigneeLinks)
    .innerJoin(temporaryLiveViewContacts, eq(temporaryLiveViewContacts.contactId, consigneeLinks.contactId))
    .innerJoin(temporaryLiveViews, eq(temporaryLiveViews.temporaryLvId, consigneeLinks.temporaryLvId))
    .where(eq(consigneeLinks.companyId, companyId))
    .orderBy(asc(consigneeLinks.id))
    .limit(2);
  const talks: {
    waiting: boolean;
    lines: [dir: "IN" | "OUT", body: string, intent: string, rule: string][];
  }[] = [
    {
      waiting: false,
      lines: [
        ["IN", "posisi dmn pak?", "where", "where.ask"],
        [
          "OUT",
          "Kendaraan sedang dalam perjalanan ke alamat Anda. Pantau langsung di tautan pelacakan Anda.",
          "where",
          "answer.where",
        ],
      ],
    },
    {
      waiting: true,
      lines: [
        ["IN", "kardus nya penyok pak", "exception", "exception.damaged"],
        [
          "OUT",
          "Mohon maaf atas kendalanya. Operator kami sudah diberi tahu dan akan menghubungi Anda.",
          "exception",
          "answer.exception",
        ],
      ],
    },
  ];
  for (const [index, link] of links.entries()) {
    const talk = talks[index];
    if (!talk) continue;
    const at = new Date(now.getTime() - (30 - index * 10) * MINUTE);
    const [conversation] = await tx
      .insert(whatsappConversations)
      .values({
        companyId,
        phone: link.phone,
        contactId: link.contactId,
        temporaryLvId: link.temporaryLvId,
        linkName: link.linkName,
        contactLabel: link.label,
        deliveryOrderId: link.deliveryOrderId,
        lastInboundOn: at,
        lastMessageOn: at,
        unreadCount: 1,
        needsOperatorSince: talk.waiting ? at : null,
        createdOn: at,
      })
      .returning({ id: whatsappConversations.id });
    if (!conversation) continue;
    await tx.insert(whatsappInboxMessages).values(
      talk.lines.map(([direction, body, intent, rule]) => ({
        companyId,
        conversationId: conversation.id,
        direction,
        phone: link.phone,
        body,
        intent,
        rule,
        answeredBy: direction === "OUT" ? ("rule" as const) : null,
        createdOn: at,
      })),
    );
  }
}
