import { parseCompanyTimeZone } from "@armada/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { unauthenticated } from "../../http/appError.js";
import { companies } from "../company/index.js";
import type { CostEntryService } from "./costEntryService.js";
import { costEntriesWorkbook } from "./costExport.js";

/**
 * GET /api/costs/export?from&to[&vehicleId][&category]: the filter's cost entries as XLSX (financial-record:read,
 * the filter checked like the list's), headers in the caller's language, times in the company's zone.
 */
export async function costRoutes(app: FastifyInstance, options: { db: Db; costEntries: CostEntryService }) {
  app.get("/api/costs/export", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const query = request.query as Record<string, string | undefined>;
    const filter = {
      from: query.from,
      to: query.to,
      vehicleId: query.vehicleId ? Number(query.vehicleId) : undefined,
      category: query.category || undefined,
    };
    const entries = await options.costEntries.all(request.auth, filter, request.language);
    const [company] = await options.db
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, request.auth.companyId));
    const zone = parseCompanyTimeZone(company?.timeZone);
    const body = await costEntriesWorkbook(entries, { language: request.language, zone });
    const name = `${request.language === "en" ? "costs" : "biaya"}-${filter.from?.slice(0, 10)}-${filter.to?.slice(0, 10)}.xlsx`;
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(body);
  });
}
