import { companyTicketCode } from "@armada/domain";
import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { enqueueEmail } from "../messaging/index.js";
import { enqueueUserPushes } from "../push/index.js";

interface TicketNotice {
  ticketId: number;
  /** the message (or the ticket itself, 0) that caused the notice: one notice each */
  messageId: number;
  subject: string;
  body: string;
}

const STATUS_TEXT: Record<string, string> = {
  new: "baru",
  in_progress: "diproses",
  waiting_customer: "menunggu pelanggan",
  done: "selesai",
};

/**
 * A company's new ticket or reply, to Armada's platform team: an e-mail and a push to every platform admin, each in
 * the admin's own company's outbox (so no company's outbox page lists Armada's staff).
 */
export async function notifyPlatform(
  tx: DbExecutor,
  companyName: string,
  notice: TicketNotice,
  publicUrl: string,
) {
  const admins = await tx
    .select({ id: users.id, companyId: users.companyId, email: users.email })
    .from(users)
    .where(eq(users.isPlatformAdmin, true));
  const code = companyTicketCode(notice.ticketId);
  const title = `${code} · ${companyName}: ${notice.subject}`;
  for (const admin of admins) {
    const key = `company-ticket:${notice.ticketId}:${notice.messageId}:platform:${admin.id}`;
    if (admin.email)
      await enqueueEmail(tx, {
        companyId: admin.companyId,
        recipientEmail: admin.email,
        subject: `[Tiket] ${title}`,
        body: `${notice.body}\n\n${publicUrl}/console/?ticket=${notice.ticketId}`,
        idempotencyKey: key,
      });
    await enqueueUserPushes(tx, admin.companyId, [
      {
        userId: admin.id,
        key,
        title,
        body: notice.body.slice(0, 180),
        url: "/console/",
        tag: `ticket-${notice.ticketId}`,
      },
    ]);
  }
}

/** The platform team's answer, to the user who opened the ticket: an e-mail (when they have one) and a push. */
export async function notifyCompany(
  tx: DbExecutor,
  ticket: { companyId: number; createdBy: number | null; status: string },
  notice: TicketNotice,
  publicUrl: string,
) {
  if (ticket.createdBy === null) return;
  const [creator] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, ticket.createdBy), eq(users.companyId, ticket.companyId)));
  if (!creator) return;
  const code = companyTicketCode(notice.ticketId);
  const title = `${code}: balasan tim Armada (${STATUS_TEXT[ticket.status] ?? ticket.status})`;
  const key = `company-ticket:${notice.ticketId}:${notice.messageId}:company:${creator.id}`;
  const url = `/company-ticket/${notice.ticketId}`;
  if (creator.email)
    await enqueueEmail(tx, {
      companyId: ticket.companyId,
      recipientEmail: creator.email,
      subject: `${title} · ${notice.subject}`,
      body: `${notice.body}\n\n${publicUrl}${url}`,
      idempotencyKey: key,
    });
  await enqueueUserPushes(tx, ticket.companyId, [
    {
      userId: creator.id,
      key,
      title,
      body: notice.body.slice(0, 180),
      url,
      tag: `ticket-${notice.ticketId}`,
    },
  ]);
}
