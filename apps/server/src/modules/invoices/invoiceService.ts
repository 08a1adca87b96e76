import {
  cancelInvoiceInputSchema,
  canMove,
  createInvoiceDraftInputSchema,
  INVOICE_MACHINE,
  type InvoiceStatus,
  invoiceableOrdersInputSchema,
  invoiceCustomerDefaultsInputSchema,
  invoiceIdInputSchema,
  invoicesFilterSchema,
  invoiceTotals,
  type Language,
} from "@armada/domain";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput, withoutNulls } from "../../http/envelope.js";
import { deliveryOrderCode } from "../deliveries/index.js";
import { findInvoiceableOrders, type InvoiceableOrder } from "./invoiceableOrders.js";
import { findCustomerDefaults, rememberCustomerDefaults } from "./invoiceCustomerDefaults.js";
import { nextInvoiceNumber, priceOrders } from "./invoicePricing.js";
import { findInvoiceSettings, findSellerProfile } from "./invoiceSettingsService.js";
import { invoiceLines, invoices } from "./invoices.tables.js";
import { requireInvoiceAccess } from "./invoicesAccess.js";
import type { RateCardService } from "./rateCardService.js";

/** Rows of one invoice export: a workbook stays small enough to build in memory and open on a laptop. */
export const INVOICE_EXPORT_CAP = 5_000;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** The API's invoice from its row (and its lines for the detail). */
export function toInvoiceView(row: InvoiceRow, lines: readonly InvoiceLineRow[] = []) {
  return {
    invoiceId: row.id,
    number: row.number,
    status: row.status,
    customerName: row.customerName,
    serviceType: row.serviceType,
    periodFrom: row.periodFrom.toISOString(),
    periodTo: row.periodTo.toISOString(),
    ppnRatePercent: row.ppnRateBp / 100,
    ppnDppNilaiLain: row.ppnDppNilaiLain,
    pricesIncludePpn: row.pricesIncludePpn,
    pph23RatePercent: row.pph23RateBp / 100,
    subtotal: row.subtotal,
    ppnBase: row.ppnBase,
    ppn: row.ppn,
    pph23: row.pph23,
    total: row.total,
    notes: row.notes,
    cancelReason: row.cancelReason,
    issuedOn: iso(row.issuedOn),
    dueOn: iso(row.dueOn),
    sellerTaxNo: row.sellerTaxNo,
    sellerAddress: row.sellerAddress,
    sellerBankAccount: row.sellerBankAccount,
    paidOn: iso(row.paidOn),
    cancelledOn: iso(row.cancelledOn),
    createdOn: row.createdOn.toISOString(),
    lines: lines.map((line) => ({
      deliveryOrderId: line.deliveryOrderId,
      deliveryOrderCode: deliveryOrderCode(line.deliveryOrderId),
      description: line.description,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      baseAmount: line.baseAmount,
      waitingAmount: line.waitingAmount,
      extraDropAmount: line.extraDropAmount,
      overnightAmount: line.overnightAmount,
      amount: line.amount,
      deliveredOn: iso(line.deliveredOn),
      podReceiverName: line.podReceiverName,
      podTime: iso(line.podTime),
      podOverrideReason: line.podOverrideReason,
    })),
  };
}
export type InvoiceView = ReturnType<typeof toInvoiceView>;

const toOrderView = (order: InvoiceableOrder) => ({
  deliveryOrderId: order.deliveryOrderId,
  code: order.code,
  destinationAddress: order.destinationAddress,
  deliveredOn: order.deliveredOn.toISOString(),
  hasPod: order.hasPod,
  podReceiverName: order.podReceiverName,
  podTime: iso(order.podTime),
  invoiceNumber: order.invoicedOn ? (order.invoicedOn.number ?? "DRAFT") : null,
});

export function createInvoiceService(db: Db, rateCards: RateCardService) {
  async function invoice(executor: DbExecutor, companyId: number, id: number, lock = false) {
    const query = executor
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound();
    return row;
  }

  async function detail(executor: DbExecutor, companyId: number, id: number) {
    const row = await invoice(executor, companyId, id);
    const lines = await executor
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.invoiceId, id)))
      .orderBy(asc(invoiceLines.id));
    return toInvoiceView(row, lines);
  }

  /** Moves the invoice along its machine inside a transaction, with the move's own columns. */
  async function move(
    user: AuthUser,
    invoiceId: number,
    to: InvoiceStatus,
    values: (tx: DbExecutor, row: InvoiceRow) => Promise<Partial<InvoiceRow>>,
  ) {
    await requireInvoiceAccess(db, user, "update");
    return db.transaction(async (tx) => {
      const row = await invoice(tx, user.companyId, invoiceId, true);
      if (!canMove(INVOICE_MACHINE, row.status, to)) {
        throw new AppError("StatusChangeNotAllowed", 409, { from: row.status, to });
      }
      await tx
        .update(invoices)
        .set({ ...(await values(tx, row)), status: to, updatedOn: new Date() })
        .where(and(eq(invoices.companyId, user.companyId), eq(invoices.id, invoiceId)));
      return detail(tx, user.companyId, invoiceId);
    });
  }

  return {
    async list(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "read");
      const { status, pagination } = parseInput(invoicesFilterSchema, withoutNulls(input ?? {}), language);
      const scope = eq(invoices.companyId, user.companyId);
      const where = status ? and(scope, eq(invoices.status, status)) : scope;
      const [rows, [totals], counts] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(where)
          .orderBy(desc(invoices.id))
          .limit(pagination.show)
          .offset((pagination.page - 1) * pagination.show),
        db.select({ total: count() }).from(invoices).where(where),
        db
          .select({ status: invoices.status, count: count() })
          .from(invoices)
          .where(scope)
          .groupBy(invoices.status),
      ]);
      return {
        list: rows.map((row) => toInvoiceView(row)),
        pagination: { total: totals?.total ?? 0, ...pagination },
        statusCounts: counts,
      };
    },

    /** The newest `INVOICE_EXPORT_CAP` invoices of the status filter (the export), and whether there were more. */
    async all(user: AuthUser, status: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "read");
      const parsed = parseInput(invoicesFilterSchema, withoutNulls({ status }), language);
      const scope = eq(invoices.companyId, user.companyId);
      const rows = await db
        .select()
        .from(invoices)
        .where(parsed.status ? and(scope, eq(invoices.status, parsed.status)) : scope)
        .orderBy(desc(invoices.id))
        .limit(INVOICE_EXPORT_CAP + 1);
      return {
        list: rows.slice(0, INVOICE_EXPORT_CAP).map((row) => toInvoiceView(row)),
        truncated: rows.length > INVOICE_EXPORT_CAP,
      };
    },

    async get(user: AuthUser, invoiceId: number) {
      await requireInvoiceAccess(db, user, "read");
      return detail(db, user.companyId, invoiceId);
    },

    /** The customer's delivered orders of the period, with their proof of delivery and any invoice they are on. */
    async invoiceableOrders(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "read");
      const scope = parseInput(invoiceableOrdersInputSchema, input, language);
      return (await findInvoiceableOrders(db, user.companyId, user.companyTimeZone, scope)).map(toOrderView);
    },

    /** What a new invoice for the customer starts with: the PPh 23 choice of its last invoice (else withheld). */
    async customerDefaults(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "read");
      const { customerName } = parseInput(invoiceCustomerDefaultsInputSchema, input, language);
      return findCustomerDefaults(db, user.companyId, customerName);
    },

    async createDraft(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "create");
      const parsed = parseInput(createInvoiceDraftInputSchema, withoutNulls(input), language);
      const overrides = new Map(
        parsed.podOverrides.map((override) => [override.deliveryOrderId, override.reason]),
      );
      try {
        return await db.transaction(async (tx) => {
          const orders = await findInvoiceableOrders(tx, user.companyId, user.companyTimeZone, {
            ids: parsed.deliveryOrderIds,
            lock: true,
          });
          const cards = await rateCards.ofCustomer(tx, user.companyId, parsed.customerName);
          const found = new Map(orders.map((order) => [order.deliveryOrderId, order]));
          const chosen = parsed.deliveryOrderIds.map((id) => {
            const order = found.get(id);
            if (!order) throw notFound();
            const code = order.code;
            const inScope =
              order.delivered &&
              order.customerName.trim().toLowerCase() === parsed.customerName.trim().toLowerCase() &&
              order.deliveredOn >= parsed.from &&
              order.deliveredOn < parsed.to;
            if (!inScope) throw new AppError("DeliveryOrderNotInvoiceable", 409, { code });
            if (order.invoicedOn) throw new AppError("DeliveryOrderAlreadyInvoiced", 409, { code });
            if (!order.hasPod && !overrides.has(id)) throw new AppError("PodMissing", 409, { code });
            return order;
          });
          const lines = priceOrders(chosen, cards, parsed.serviceType, overrides);
          const settings = await findInvoiceSettings(tx, user.companyId);
          const withholdPph23 =
            parsed.withholdPph23 ??
            (await findCustomerDefaults(tx, user.companyId, parsed.customerName)).withholdPph23;
          await rememberCustomerDefaults(tx, user.companyId, parsed.customerName, withholdPph23);
          const tax = {
            ppnRateBp: settings.ppnRateBp,
            ppnDppNilaiLain: settings.ppnDppNilaiLain,
            pricesIncludePpn: settings.pricesIncludePpn,
            pph23RateBp: withholdPph23 ? settings.pph23RateBp : 0,
          };
          const totals = invoiceTotals(
            lines.map((line) => line.amount),
            tax,
          );
          const [created] = await tx
            .insert(invoices)
            .values({
              companyId: user.companyId,
              customerName: orders[0]?.customerName ?? parsed.customerName,
              serviceType: parsed.serviceType,
              periodFrom: parsed.from,
              periodTo: parsed.to,
              ...tax,
              ...totals,
              notes: parsed.notes,
              createdBy: user.userId,
            })
            .returning({ id: invoices.id });
          const invoiceId = (created as { id: number }).id;
          await tx
            .insert(invoiceLines)
            .values(lines.map((line) => ({ ...line, companyId: user.companyId, invoiceId })));
          return detail(tx, user.companyId, invoiceId);
        });
      } catch (error) {
        // another draft took one of the orders between our read and our insert
        if (uniqueViolation(error) === "invoice_lines_order_uq") {
          throw new AppError("DeliveryOrderAlreadyInvoiced", 409, { code: "" });
        }
        throw error;
      }
    },

    /**
     * Gives the invoice the company's next number of the month (in the company's zone) and keeps the seller's
     * details and due date of that moment, so later changes of the settings or the profile leave it as issued.
     */
    async issue(user: AuthUser, input: unknown, language: Language) {
      const { invoiceId } = parseInput(invoiceIdInputSchema, input, language);
      return move(user, invoiceId, "ISSUED", async (tx) => {
        const now = new Date();
        const [settings, seller] = await Promise.all([
          findInvoiceSettings(tx, user.companyId),
          findSellerProfile(tx, user.companyId),
        ]);
        return {
          number: await nextInvoiceNumber(
            tx,
            user.companyId,
            user.companyTimeZone,
            now,
            settings.numberPrefix,
          ),
          issuedOn: now,
          dueOn: new Date(now.getTime() + settings.paymentTermsDays * 86_400_000),
          sellerTaxNo: seller.taxNo,
          sellerAddress: settings.invoiceAddress,
          sellerBankAccount: seller.bankAccount,
        };
      });
    },

    async markPaid(user: AuthUser, input: unknown, language: Language) {
      const { invoiceId } = parseInput(invoiceIdInputSchema, input, language);
      return move(user, invoiceId, "PAID", async () => ({ paidOn: new Date() }));
    },

    /** Cancels the invoice; its orders may be invoiced again. */
    async cancel(user: AuthUser, input: unknown, language: Language) {
      const { invoiceId, reason } = parseInput(cancelInvoiceInputSchema, input, language);
      return move(user, invoiceId, "CANCELLED", async (tx) => {
        await tx
          .update(invoiceLines)
          .set({ voided: true })
          .where(and(eq(invoiceLines.companyId, user.companyId), eq(invoiceLines.invoiceId, invoiceId)));
        return { cancelReason: reason, cancelledOn: new Date() };
      });
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
