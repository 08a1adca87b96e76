import {
  type CreateCompanyTicketInput,
  can,
  closeCompanyTicketInputSchema,
  companyTicketCode,
  companyTicketIdInputSchema,
  companyTicketsFilterSchema,
  consoleReplyCompanyTicketInputSchema,
  createCompanyTicketInputSchema,
  type Language,
  replyCompanyTicketInputSchema,
  statusAfterCompanyReply,
} from "@armada/domain";
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { requirePlatformAdmin, users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { referenceIssue } from "../fleet/index.js";
import type { UploadStore } from "../uploads/index.js";
import { companyTicketMessages, companyTickets } from "./companyTicket.tables.js";
import { referenceWithHealth } from "./ticketHealth.js";
import { notifyCompany, notifyPlatform } from "./ticketNotifications.js";

export const COMPANY_TICKET_READ = "company_ticket:read";
/** The bell lists at most this many ticket entries of each side. */
const NOTICES_MAX = 20;

type TicketRow = typeof companyTickets.$inferSelect;

function ticketView(row: TicketRow, companyName: string, createdByName: string | null) {
  return {
    id: row.id,
    code: companyTicketCode(row.id),
    companyId: row.companyId,
    companyName,
    category: row.category,
    priority: row.priority,
    status: row.status,
    subject: row.subject,
    description: row.description,
    attachments: row.attachments,
    vehicleId: row.vehicleId,
    deviceId: row.deviceId,
    referenceLabel: row.referenceLabel,
    health: row.health,
    marketplaceItemId: row.marketplaceItemId,
    unreadByCompany: row.unreadByCompany,
    unreadByPlatform: row.unreadByPlatform,
    createdByName,
    createdOn: row.createdOn.toISOString(),
    lastActivityOn: row.lastActivityOn.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, "\\$&");

/**
 * Company tickets (issue 38): a company's support tickets to Armada's platform team, and the platform console's
 * view across companies. A company's calls are scoped to its own tickets (another's is "not found"); the console's
 * need a platform admin. Each side's message notifies the other through the outbox (e-mail, push).
 */
export function createCompanyTicketService(
  db: Db,
  options: { publicUrl: string; uploads: Pick<UploadStore, "isCompanys">; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  /**
   * A message may show only the ticket's company's own ticket images (never another company's file, a receipt, nor a
   * public upload such as an announcement's): its screenshots, or the console's uploads for its tickets.
   */
  async function checkAttachments(
    tx: DbExecutor,
    companyId: number,
    attachments: string[],
    language: Language,
  ) {
    for (const url of attachments) {
      if (!(await options.uploads.isCompanys(tx, companyId, url, COMPANY_TICKET_READ)))
        throw new AppError("ValidationError", 400, {}, { issues: [referenceIssue("attachments", language)] });
    }
  }

  async function list(companyId: number | null, filter: unknown, language: Language) {
    const { status, category, search, pagination } = parseInput(
      companyTicketsFilterSchema,
      filter ?? {},
      language,
    );
    const { page, show } = pagination;
    const ticketNumber = Number(search?.replace(/^TK-?/i, ""));
    const where = and(
      companyId === null ? undefined : eq(companyTickets.companyId, companyId),
      status ? eq(companyTickets.status, status) : undefined,
      category ? eq(companyTickets.category, category) : undefined,
      search
        ? or(
            ilike(companyTickets.subject, `%${escapeLike(search)}%`),
            ilike(companyTickets.referenceLabel, `%${escapeLike(search)}%`),
            companyId === null ? ilike(companies.name, `%${escapeLike(search)}%`) : undefined,
            Number.isSafeInteger(ticketNumber) && ticketNumber > 0 && ticketNumber < 2_147_483_647
              ? eq(companyTickets.id, ticketNumber)
              : undefined,
          )
        : undefined,
    );
    // the console sees the tickets waiting for it first; a company its latest activity first
    const order: SQL[] =
      companyId === null
        ? [
            asc(sql`${companyTickets.status} in ('waiting_customer', 'done')`),
            desc(companyTickets.lastActivityOn),
          ]
        : [desc(companyTickets.lastActivityOn)];
    const rows = await db
      .select({ ticket: companyTickets, companyName: companies.name, createdByName: users.name })
      .from(companyTickets)
      .innerJoin(companies, eq(companies.id, companyTickets.companyId))
      .leftJoin(users, eq(users.id, companyTickets.createdBy))
      .where(where)
      .orderBy(...order, desc(companyTickets.id))
      .limit(show)
      .offset((page - 1) * show);
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(companyTickets)
      .innerJoin(companies, eq(companies.id, companyTickets.companyId))
      .where(where);
    return {
      data: rows.map((row) => ticketView(row.ticket, row.companyName, row.createdByName)),
      pagination: { total: count?.total ?? 0, page, show },
    };
  }

  async function detail(executor: DbExecutor, ticketId: number, companyId: number | null) {
    const [row] = await executor
      .select({ ticket: companyTickets, companyName: companies.name, createdByName: users.name })
      .from(companyTickets)
      .innerJoin(companies, eq(companies.id, companyTickets.companyId))
      .leftJoin(users, eq(users.id, companyTickets.createdBy))
      .where(
        and(
          eq(companyTickets.id, ticketId),
          companyId === null ? undefined : eq(companyTickets.companyId, companyId),
        ),
      );
    if (!row) throw notFound();
    const messages = await executor
      .select({ message: companyTicketMessages, authorName: users.name })
      .from(companyTicketMessages)
      .leftJoin(users, eq(users.id, companyTicketMessages.authorId))
      .where(eq(companyTicketMessages.ticketId, ticketId))
      .orderBy(asc(companyTicketMessages.id));
    return {
      ...ticketView(row.ticket, row.companyName, row.createdByName),
      messages: messages.map(({ message, authorName }) => ({
        id: message.id,
        fromPlatform: message.fromPlatform,
        authorName,
        body: message.body,
        attachments: message.attachments,
        status: message.status,
        createdOn: message.createdOn.toISOString(),
      })),
    };
  }

  async function companyNameOf(executor: DbExecutor, companyId: number) {
    const [company] = await executor
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    return company?.name ?? "";
  }

  /** The company's own ticket, locked for the rest of the transaction; NotFound for another company's. */
  async function lockOwnTicket(tx: DbExecutor, ticketId: number, companyId: number) {
    const [ticket] = await tx
      .select()
      .from(companyTickets)
      .where(and(eq(companyTickets.id, ticketId), eq(companyTickets.companyId, companyId)))
      .for("update");
    if (!ticket) throw notFound();
    return ticket;
  }

  /** Opens a ticket (parsed input), capturing the referenced vehicle's or device's health now. */
  async function open(
    user: AuthUser,
    input: CreateCompanyTicketInput,
    marketplaceItemId: string | null,
    language: Language,
  ) {
    const at = now();
    return db.transaction(async (tx) => {
      await checkAttachments(tx, user.companyId, input.attachments, language);
      const reference = await referenceWithHealth(tx, user.companyId, input, at);
      const [ticket] = await tx
        .insert(companyTickets)
        .values({
          companyId: user.companyId,
          createdBy: user.userId,
          category: input.category,
          priority: input.priority,
          subject: input.subject,
          description: input.description,
          attachments: input.attachments,
          vehicleId: reference?.vehicleId ?? null,
          deviceId: reference?.deviceId ?? null,
          referenceLabel: reference?.label ?? null,
          health: reference?.health ?? null,
          marketplaceItemId,
          unreadByPlatform: true,
          lastActivityOn: at,
          createdOn: at,
        })
        .returning();
      if (!ticket) throw new Error("ticket insert returned nothing");
      await notifyPlatform(
        tx,
        await companyNameOf(tx, user.companyId),
        { ticketId: ticket.id, messageId: 0, subject: ticket.subject, body: ticket.description },
        options.publicUrl,
      );
      return detail(tx, ticket.id, user.companyId);
    });
  }

  async function noticeRows(where: SQL | undefined) {
    const rows = await db
      .select({ ticket: companyTickets, companyName: companies.name })
      .from(companyTickets)
      .innerJoin(companies, eq(companies.id, companyTickets.companyId))
      .where(where)
      .orderBy(desc(companyTickets.lastActivityOn), desc(companyTickets.id))
      .limit(NOTICES_MAX);
    return rows.map(({ ticket, companyName }) => ({
      ticketId: ticket.id,
      code: companyTicketCode(ticket.id),
      companyName,
      subject: ticket.subject,
      status: ticket.status,
      lastActivityOn: ticket.lastActivityOn.toISOString(),
    }));
  }

  return {
    open,

    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, COMPANY_TICKET_READ);
      return list(user.companyId, filter, language);
    },

    /** A ticket of the caller's company, as it was; opening it clears its "answered" mark. */
    async get(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, COMPANY_TICKET_READ);
      const { ticketId } = parseInput(companyTicketIdInputSchema, input, language);
      const ticket = await detail(db, ticketId, user.companyId);
      if (ticket.unreadByCompany)
        await db
          .update(companyTickets)
          .set({ unreadByCompany: false })
          .where(and(eq(companyTickets.id, ticketId), eq(companyTickets.companyId, user.companyId)));
      return ticket;
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, COMPANY_TICKET_READ);
      return open(user, parseInput(createCompanyTicketInputSchema, input, language), null, language);
    },

    /** The company's reply: a ticket waiting for it (or closed) goes back to the platform team. */
    async reply(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, COMPANY_TICKET_READ);
      const { ticketId, body, attachments } = parseInput(replyCompanyTicketInputSchema, input, language);
      const at = now();
      return db.transaction(async (tx) => {
        const ticket = await lockOwnTicket(tx, ticketId, user.companyId);
        await checkAttachments(tx, user.companyId, attachments, language);
        const [message] = await tx
          .insert(companyTicketMessages)
          .values({ ticketId, authorId: user.userId, fromPlatform: false, body, attachments, createdOn: at })
          .returning({ id: companyTicketMessages.id });
        await tx
          .update(companyTickets)
          .set({ status: statusAfterCompanyReply(ticket.status), unreadByPlatform: true, lastActivityOn: at })
          .where(eq(companyTickets.id, ticketId));
        await notifyPlatform(
          tx,
          await companyNameOf(tx, user.companyId),
          { ticketId, messageId: message?.id ?? 0, subject: ticket.subject, body },
          options.publicUrl,
        );
        return detail(tx, ticketId, user.companyId);
      });
    },

    async consoleList(admin: AuthUser | null, filter: unknown, language: Language) {
      requirePlatformAdmin(admin);
      return list(null, filter, language);
    },

    /** A ticket of any company; opening it clears its "the company wrote" mark (the console's bell entry). */
    async consoleGet(admin: AuthUser | null, input: unknown, language: Language) {
      requirePlatformAdmin(admin);
      const { ticketId } = parseInput(companyTicketIdInputSchema, input, language);
      const ticket = await detail(db, ticketId, null);
      if (ticket.unreadByPlatform)
        await db
          .update(companyTickets)
          .set({ unreadByPlatform: false })
          .where(eq(companyTickets.id, ticketId));
      return ticket;
    },

    /**
     * The bell's ticket entries: the caller's company's tickets the platform team answered or moved since it last
     * opened them (company_ticket:read), and for a platform admin the tickets a company wrote in since the console
     * last opened them; newest first, at most NOTICES_MAX of each.
     */
    async notices(user: AuthUser) {
      const ofCompany = can(user.accessKeys, COMPANY_TICKET_READ)
        ? await noticeRows(
            and(eq(companyTickets.companyId, user.companyId), eq(companyTickets.unreadByCompany, true)),
          )
        : [];
      const ofPlatform = user.isPlatformAdmin
        ? await noticeRows(eq(companyTickets.unreadByPlatform, true))
        : [];
      return [
        ...ofCompany.map((row) => ({ ...row, forPlatform: false })),
        ...ofPlatform.map((row) => ({ ...row, forPlatform: true })),
      ];
    },

    /** The company closes its own ticket (selesai), with an optional note in the thread; the console is told. */
    async close(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, COMPANY_TICKET_READ);
      const { ticketId, note } = parseInput(closeCompanyTicketInputSchema, input, language);
      const at = now();
      return db.transaction(async (tx) => {
        const ticket = await lockOwnTicket(tx, ticketId, user.companyId);
        if (ticket.status === "done") return detail(tx, ticketId, user.companyId);
        const [message] = await tx
          .insert(companyTicketMessages)
          .values({
            ticketId,
            authorId: user.userId,
            fromPlatform: false,
            body: note ?? "",
            status: "done",
            createdOn: at,
          })
          .returning({ id: companyTicketMessages.id });
        await tx
          .update(companyTickets)
          .set({ status: "done", unreadByPlatform: true, lastActivityOn: at })
          .where(eq(companyTickets.id, ticketId));
        await notifyPlatform(
          tx,
          await companyNameOf(tx, user.companyId),
          {
            ticketId,
            messageId: message?.id ?? 0,
            subject: ticket.subject,
            body: note || "Ditutup oleh perusahaan (selesai).",
          },
          options.publicUrl,
        );
        return detail(tx, ticketId, user.companyId);
      });
    },

    /** The company of a ticket the platform console uploads a reply's image for (platform admins). */
    async consoleTicketCompany(admin: AuthUser | null, input: unknown, language: Language) {
      requirePlatformAdmin(admin);
      const { ticketId } = parseInput(companyTicketIdInputSchema, input, language);
      const [ticket] = await db
        .select({ companyId: companyTickets.companyId })
        .from(companyTickets)
        .where(eq(companyTickets.id, ticketId));
      if (!ticket) throw notFound();
      return ticket.companyId;
    },

    /**
     * The platform team's answer with the ticket's new status; the company's user who opened it is told. Its images
     * are the console's uploads for this ticket (private to the ticket's company and the platform team).
     */
    async consoleReply(admin: AuthUser | null, input: unknown, language: Language) {
      const staff = requirePlatformAdmin(admin);
      const { ticketId, body, attachments, status } = parseInput(
        consoleReplyCompanyTicketInputSchema,
        input,
        language,
      );
      const at = now();
      return db.transaction(async (tx) => {
        const [ticket] = await tx
          .update(companyTickets)
          .set({ status, unreadByCompany: true, lastActivityOn: at })
          .where(eq(companyTickets.id, ticketId))
          .returning();
        if (!ticket) throw notFound();
        await checkAttachments(tx, ticket.companyId, attachments, language);
        const [message] = await tx
          .insert(companyTicketMessages)
          .values({
            ticketId,
            authorId: staff.userId,
            fromPlatform: true,
            body,
            attachments,
            status,
            createdOn: at,
          })
          .returning({ id: companyTicketMessages.id });
        await notifyCompany(
          tx,
          ticket,
          { ticketId, messageId: message?.id ?? 0, subject: ticket.subject, body },
          options.publicUrl,
        );
        return detail(tx, ticketId, null);
      });
    },
  };
}
export type CompanyTicketService = ReturnType<typeof createCompanyTicketService>;
