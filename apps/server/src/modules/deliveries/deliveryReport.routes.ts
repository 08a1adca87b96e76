import type { FastifyInstance } from "fastify";
import { unauthenticated } from "../../http/appError.js";
import type { AuditRecorder } from "../audit/index.js";
import { deliveryReportWorkbook } from "./deliveryReportExport.js";
import type { DeliveryReportService } from "./deliveryReportService.js";

/**
 * GET /api/deliveries/report/export?startDate&endDate: the delivery report as XLSX (tms:read; the period checked
 * and capped like the GraphQL report), in the caller's language; an audited export.
 */
export async function deliveryReportRoutes(
  app: FastifyInstance,
  options: { reports: DeliveryReportService; audit: AuditRecorder },
) {
  const { reports } = options;
  app.get("/api/deliveries/report/export", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const query = request.query as Record<string, string | undefined>;
    const report = await reports.report(
      request.auth,
      { startDate: query.startDate, endDate: query.endDate },
      request.language,
    );
    const body = await deliveryReportWorkbook(report, request.language);
    const name = `${request.language === "en" ? "deliveries" : "pengiriman"}-${report.startDate}-${report.endDate}.xlsx`;
    await options.audit.recordRequest(
      request,
      "export.download",
      { type: "export", label: name },
      {
        report: "deliveries",
        period: `${report.startDate} – ${report.endDate}`,
        rows: report.delivered + report.failed + report.canceled,
        truncated: report.truncated,
      },
    );
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(body);
  });
}
