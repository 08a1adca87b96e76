import type { FastifyInstance } from "fastify";
import { unauthenticated } from "../../http/appError.js";
import { auditEventsWorkbook } from "./auditExport.js";
import type { AuditLogService } from "./auditLogService.js";
import type { AuditRecorder } from "./auditRecorder.js";

/**
 * GET /api/audit/export?startDate&endDate[&userId][&action][&search]: the filter's entries as XLSX (the page's key
 * and checks, at most AUDIT_EXPORT_MAX_ROWS rows). The download is itself an audited export.
 */
export async function auditRoutes(
  app: FastifyInstance,
  options: { auditLog: AuditLogService; recorder: AuditRecorder },
) {
  app.get("/api/audit/export", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const query = request.query as Record<string, string | undefined>;
    const filter = {
      startDate: query.startDate,
      endDate: query.endDate,
      userId: query.userId ? Number(query.userId) : undefined,
      action: query.action || undefined,
      search: query.search || undefined,
    };
    const rows = await options.auditLog.all(request.auth, filter, request.language);
    const body = await auditEventsWorkbook(rows, {
      language: request.language,
      zone: request.auth.companyTimeZone,
    });
    await options.recorder.recordRequest(
      request,
      "export.download",
      {
        type: "export",
        label: request.language === "en" ? "Audit log" : "Log audit",
      },
      { rows: rows.length },
    );
    const name = `${request.language === "en" ? "audit-log" : "log-audit"}-${filter.startDate?.slice(0, 10)}-${filter.endDate?.slice(0, 10)}.xlsx`;
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(body);
  });
}
