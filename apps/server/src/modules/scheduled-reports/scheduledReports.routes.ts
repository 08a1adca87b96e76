import { REPORT_ACCESS_KEYS, SCHEDULED_REPORT_FORMATS } from "@armada/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { notFound, unauthenticated } from "../../http/appError.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import type { AuditRecorder } from "../audit/index.js";
import { hashLinkToken } from "./scheduledReportRun.js";
import { findLinkedFiles, findRunFile } from "./scheduledReportRunRepository.js";
import type { scheduledReportFiles } from "./scheduledReports.tables.js";

const runFileParams = z.object({
  runId: z.coerce.number().int().min(1).max(2_147_483_647),
  format: z.enum(SCHEDULED_REPORT_FORMATS),
});
const linkParams = z.object({ token: z.string().regex(/^[\w-]{32}$/u) });
const linkQuery = z.object({ format: z.enum(SCHEDULED_REPORT_FORMATS).optional() });

const sendFile = (reply: FastifyReply, file: typeof scheduledReportFiles.$inferSelect) =>
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.content);

/**
 * GET /api/scheduled-reports/runs/:runId/files/:format: a kept file of a run, for a signed-in person of its company
 * holding the report's key (the history's download). GET /api/scheduled-reports/download/:token[?format=]: the file
 * a sent link names (XLSX first) while the link holds, for anyone with the link (its recipients by WhatsApp or
 * e-mail); an unknown or expired link is NotFound. Both downloads are audited exports: a link's by nobody signed in,
 * with the address it came from.
 */
export async function scheduledReportRoutes(
  app: FastifyInstance,
  options: { db: Db; audit: AuditRecorder; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  const fileTarget = (file: typeof scheduledReportFiles.$inferSelect) => ({
    type: "export",
    id: file.runId,
    label: file.fileName,
  });
  app.get("/api/scheduled-reports/runs/:runId/files/:format", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const { runId, format } = parseInput(runFileParams, request.params, request.language);
    const found = await findRunFile(options.db, request.auth.companyId, runId, format, now());
    if (!found) throw notFound();
    requireKey(request.auth, REPORT_ACCESS_KEYS[found.reportKind]);
    await options.audit.recordRequest(request, "export.download", fileTarget(found.file), {
      report: found.reportKind,
      format,
      via: "history",
    });
    return sendFile(reply, found.file);
  });

  app.get("/api/scheduled-reports/download/:token", async (request, reply) => {
    const { token } = parseInput(linkParams, request.params, request.language);
    const { format } = parseInput(linkQuery, request.query, request.language);
    const files = await findLinkedFiles(options.db, hashLinkToken(token), now());
    const file =
      files.find((found) => found.file.format === (format ?? "xlsx")) ?? (format ? undefined : files[0]);
    if (!file) throw notFound();
    await options.audit.record({
      companyId: file.companyId,
      actor: null,
      action: "export.download",
      target: fileTarget(file.file),
      details: { report: file.reportKind, format: file.file.format, via: "link" },
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    return sendFile(reply, file.file);
  });
}
