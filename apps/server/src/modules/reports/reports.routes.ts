import { createReadStream } from "node:fs";
import { isReportKind } from "@armada/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound, unauthenticated } from "../../http/appError.js";
import { parseInput } from "../../http/envelope.js";
import type { AuditRecorder } from "../audit/index.js";
import { EXPORT_FORMATS } from "./reportExport.js";
import type { ReportService } from "./reportService.js";

const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default("xlsx"),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  vehicleId: z.coerce.number().int().optional(),
  vgroupId: z.coerce.number().int().optional(),
});

/**
 * GET /api/reports/:kind/export?format=xlsx|csv&startDate&endDate[&vehicleId|&vgroupId]: every row of a report as a
 * file (the report's access key needed; the period checked like the GraphQL report), headers in the caller's
 * language, sent with its length so the browser can show the download's progress.
 */
export async function reportRoutes(
  app: FastifyInstance,
  options: { reports: ReportService; audit: AuditRecorder },
) {
  app.get("/api/reports/:kind/export", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const { kind } = request.params as { kind: string };
    if (!isReportKind(kind)) throw notFound();
    const { format, ...filter } = parseInput(exportQuerySchema, request.query, request.language);
    const file = await options.reports.exportFile(request.auth, kind, filter, request.language, format);
    const body = createReadStream(file.path);
    body.once("close", () => void file.remove());
    const name = `${file.fileName.replace(/\.\w+$/, "")}-${filter.startDate}-${filter.endDate}.${format}`;
    await options.audit.recordRequest(
      request,
      "export.download",
      { type: "export", label: name },
      { report: kind, format },
    );
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("content-length", file.size)
      .header("cache-control", "no-store")
      .send(body);
  });
}
