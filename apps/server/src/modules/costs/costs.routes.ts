import { parseCompanyTimeZone } from "@armada/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.js";
import { unauthenticated } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import type { AuditRecorder } from "../audit/index.js";
import { companies } from "../company/index.js";
import { allowancesWorkbook } from "./allowanceExport.js";
import type { AllowanceService } from "./allowanceService.js";
import type { CostEntryService } from "./costEntryService.js";
import { costEntriesWorkbook } from "./costExport.js";
import { tcoWorkbook } from "./tcoExport.js";
import type { TcoService } from "./tcoService.js";

const optionalId = (value: string | undefined) => (value ? Number(value) : undefined);

/**
 * GET /api/costs/export?from&to[&vehicleId][&category]: the filter's cost entries as XLSX; GET
 * /api/costs/allowances/export?from&to[&driverId][&vehicleId][&status]: the driver allowances; GET /api/costs/tco/export?from&to:
 * the total cost of ownership per vehicle, group and fleet. All
 * financial-record:read, the filter checked like the list's, headers in the caller's language, times in the company's zone.
 */
export async function costRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    costEntries: CostEntryService;
    tco: TcoService;
    allowances: AllowanceService;
    audit: AuditRecorder;
  },
) {
  async function sendWorkbook(
    request: FastifyRequest,
    reply: FastifyReply,
    name: { id: string; en: string },
    build: (
      user: AuthUser,
      zone: ReturnType<typeof parseCompanyTimeZone>,
    ) => Promise<{ workbook: Buffer; rows: number }>,
  ) {
    if (!request.auth) throw unauthenticated();
    const user = request.auth;
    const [company] = await options.db
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, user.companyId));
    const { workbook, rows } = await build(user, parseCompanyTimeZone(company?.timeZone));
    const query = request.query as Record<string, string | undefined>;
    const file = `${request.language === "en" ? name.en : name.id}-${query.from?.slice(0, 10)}-${query.to?.slice(0, 10)}.xlsx`;
    await options.audit.recordRequest(request, "export.download", { type: "export", label: file }, { rows });
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="${file}"`)
      .header("cache-control", "no-store")
      .send(workbook);
  }

  app.get("/api/costs/export", async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const filter = {
      from: query.from,
      to: query.to,
      vehicleId: optionalId(query.vehicleId),
      category: query.category || undefined,
    };
    return sendWorkbook(request, reply, { id: "biaya", en: "costs" }, async (user, zone) => {
      const entries = await options.costEntries.all(user, filter, request.language);
      return {
        workbook: await costEntriesWorkbook(entries, { language: request.language, zone }),
        rows: entries.length,
      };
    });
  });

  app.get("/api/costs/tco/export", async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    return sendWorkbook(request, reply, { id: "tco", en: "tco" }, async (user, zone) => {
      const summary = await options.tco.summary(user, { from: query.from, to: query.to }, request.language);
      const rows = [
        { ...summary.fleet, level: "fleet" as const, name: null },
        ...summary.groups.map((group) => ({ ...group, level: "group" as const })),
        ...summary.vehicles.map((vehicle) => ({
          ...vehicle,
          level: "vehicle" as const,
          name: vehicle.licensePlate,
        })),
      ];
      return { workbook: await tcoWorkbook(rows, { language: request.language, zone }), rows: rows.length };
    });
  });

  app.get("/api/costs/allowances/export", async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const filter = {
      from: query.from,
      to: query.to,
      driverId: optionalId(query.driverId),
      vehicleId: optionalId(query.vehicleId),
      status: query.status || undefined,
    };
    return sendWorkbook(request, reply, { id: "uang-jalan", en: "driver-allowances" }, async (user, zone) => {
      const allowances = await options.allowances.all(user, filter, request.language);
      return {
        workbook: await allowancesWorkbook(allowances, { language: request.language, zone }),
        rows: allowances.length,
      };
    });
  });
}
