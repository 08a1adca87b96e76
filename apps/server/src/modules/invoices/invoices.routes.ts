import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { notFound, unauthenticated } from "../../http/appError.js";
import { companies } from "../company/index.js";
import { invoicesWorkbook } from "./invoiceExport.js";
import { invoicePdf } from "./invoicePdf.js";
import type { InvoiceService } from "./invoiceService.js";

/**
 * GET /api/invoices/:invoiceId/pdf: the printable invoice of the caller's company (NotFound for another's), and
 * GET /api/invoices/export[?status]: the invoice list as XLSX; both need the invoice read access.
 */
export async function invoiceRoutes(app: FastifyInstance, options: { db: Db; invoices: InvoiceService }) {
  app.get("/api/invoices/:invoiceId/pdf", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const id = Number((request.params as { invoiceId: string }).invoiceId);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
    const invoice = await options.invoices.get(request.auth, id);
    const [company] = await options.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, request.auth.companyId));
    const body = await invoicePdf(invoice, {
      companyName: company?.name ?? request.auth.companyName,
      language: request.language,
      zone: request.auth.companyTimeZone,
    });
    const name = (invoice.number ?? `draft-${invoice.invoiceId}`).replaceAll("/", "-");
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
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header(
        "content-disposition",
        `attachment; filename="${request.language === "en" ? "invoices" : "faktur"}.xlsx"`,
      )
      .header("cache-control", "no-store")
      .send(body);
  });
}
