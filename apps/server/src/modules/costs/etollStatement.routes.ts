import { ETOLL_STATEMENT_MAX_BYTES } from "@armada/domain";
import type { FastifyInstance } from "fastify";
import type { DbExecutor } from "../../db/database.js";
import { unauthenticated } from "../../http/appError.js";
import { successEnvelope } from "../../http/envelope.js";
import { buildSampleStatement } from "./etollSampleStatement.js";
import type { EtollStatementService } from "./etollStatementService.js";

const STATEMENT_TYPES = [
  "application/octet-stream",
  "text/csv",
  "text/plain",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
];

/**
 * POST /api/costs/etoll/statement[?book=true] (the CSV or XLSX file as the raw body): the statement's preview
 * (financial-record:read) or, with `book`, the matched transactions booked as toll costs (financial-record:create).
 * Register it in its own plugin: its raw-body parser stays there. The body may exceed the file limit a little so that
 * the service answers its own "too large" error rather than a bare 413. GET /api/costs/etoll/statement/sample: a
 * sample statement of the caller's company's cards (financial-record:read), built on request from their track.
 */
export async function etollStatementRoutes(
  app: FastifyInstance,
  options: { statements: EtollStatementService; db: DbExecutor },
) {
  // the module's image upload parser is inherited: this scope takes only statement files
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    STATEMENT_TYPES,
    { parseAs: "buffer", bodyLimit: ETOLL_STATEMENT_MAX_BYTES * 4 },
    (_request, body, done) => done(null, body),
  );
  app.post<{ Querystring: { book?: string } }>("/api/costs/etoll/statement", async (request) => {
    if (!request.auth) throw unauthenticated();
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const data = await options.statements.import(request.auth, body, request.query.book === "true");
    return { ...successEnvelope(request.language), data };
  });
  app.get("/api/costs/etoll/statement/sample", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const csv = await buildSampleStatement(options.db, request.auth);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="contoh-rekening-koran-etoll.csv"')
      .header("cache-control", "no-store")
      .send(csv);
  });
}
