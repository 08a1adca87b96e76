import { invoicePdfQuerySchema } from "@armada/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { notFound, unauthenticated } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import type { AuditRecorder } from "../audit/index.js";
import { companies } from "../company/index.js";
import type { UploadStore } from "../uploads/index.js";
import { invoicesWorkbook } from "./invoiceExport.js";
import { findInvoiceProofs, uploadImageReader } from "./invoiceImages.js";
import { type InvoiceSeller, invoicePdf } from "./invoicePdf.js";
import type { InvoiceService, InvoiceView } from "./invoiceService.js";
import { findInvoiceLogoUrl, findInvoiceSettings, findSellerProfile } from "./invoiceSettingsService.js";

/** The seller an invoice prints: as it was issued, or the company's current settings and profile for a draft. */
async function sellerOf(db: Db, user: AuthUser, invoice: InvoiceView): Promise<InvoiceSeller> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  const name = company?.name ?? user.companyName;
  if (invoice.issuedOn && invoice.dueOn) {
    return {
      name,
      taxNo: invoice.sellerTaxNo,
      address: invoice.sellerAddress,
      bankAccount: invoice.sellerBankAccount,
      paymentTermsDays: Math.round((Date.parse(invoice.dueOn) - Date.parse(invoice.issuedOn)) / 86_400_000),
    };
  }
  const [settings, profile] = await Promise.all([
    findInvoiceSettings(db, user.companyId),
    findSellerProfile(db, user.companyId),
  ]);
  return { name, ...profile, address: settings.invoiceAddress, paymentTermsDays: settings.paymentTermsDays };
}

/** The company's invoice logo as an image the PDF embeds, null when it has none (or its file is gone). */
async function logoOf(db: Db, uploads: UploadStore, companyId: number) {
  const url = await findInvoiceLogoUrl(db, companyId);
  const logo = url ? await (await uploadImageReader(uploads, db, companyId, [url], true))(url) : null;
  return typeof logo === "string" ? null : logo;
}

/**
 * GET /api/invoices/:invoiceId/pdf[?withProof=1]: the printable invoice of the caller's company (NotFound for
 * another's), with a page per order's proof of delivery appended when asked, and GET /api/invoices/export[?status]:
 * the invoice list as XLSX; both need the invoice read access and are audited exports.
 */
export async function invoiceRoutes(
  app: FastifyInstance,
  options: { db: Db; invoices: InvoiceService; uploads: UploadStore; audit: AuditRecorder },
) {
  app.get("/api/invoices/:invoiceId/pdf", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const id = Number((request.params as { invoiceId: string }).invoiceId);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
    const { withProof } = parseInput(invoicePdfQuerySchema, request.query, request.language);
    const invoice = await options.invoices.get(request.auth, id);
    const { companyId, companyTimeZone } = request.auth;
    const body = await invoicePdf(invoice, {
      seller: await sellerOf(options.db, request.auth, invoice),
      language: request.language,
      zone: companyTimeZone,
      logo: await logoOf(options.db, options.uploads, companyId),
      proofs: withProof
        ? await findInvoiceProofs(options.uploads, options.db, companyId, companyTimeZone, invoice)
        : [],
    });
    const name = (invoice.number ?? `draft-${invoice.invoiceId}`).replaceAll("/", "-");
    await options.audit.recordRequest(
      request,
      "export.download",
      { type: "invoice", id: invoice.invoiceId, label: invoice.number ?? `draft-${invoice.invoiceId}` },
      { format: "pdf", customer: invoice.customerName, status: invoice.status, withProof },
    );
    return reply
      .header("content-type", "application/pdf")
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", `inline; filename="${name}.pdf"`)
      .header("cache-control", "no-store")
      .send(Buffer.from(body));
  });

  app.get("/api/invoices/export", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const status = (request.query as Record<string, string | undefined>).status || undefined;
    const { list, truncated } = await options.invoices.all(request.auth, status, request.language);
    const body = await invoicesWorkbook(list, truncated, {
      language: request.language,
      zone: request.auth.companyTimeZone,
    });
    const name = `${request.language === "en" ? "invoices" : "faktur"}.xlsx`;
    await options.audit.recordRequest(
      request,
      "export.download",
      { type: "export", label: name },
      { status: status ?? null, rows: list.length, truncated },
    );
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(body);
  });
}
