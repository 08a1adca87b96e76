import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { requireKey } from "../../http/requireKeys.js";
import type { PositionRetention } from "../positions/index.js";
import { companyOwnsVehicle, findPositionsPage } from "./publicApiRepository.js";
import { decodeCursor, encodeCursor } from "./restCursor.js";
import {
  errorResponses,
  MAX_RANGE_MS,
  nextCursorSchema,
  positionSchema,
  timeRangeQuery,
} from "./restSchemas.js";

export const ROUTE_HISTORY_READ = "b2b-route-history:read";
const NDJSON = "application/x-ndjson";
/** rows read per query while streaming NDJSON */
const STREAM_BATCH = 5_000;

const positionsQuery = timeRangeQuery.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(5_000).default(1_000),
});

type PositionRow = Awaited<ReturnType<typeof findPositionsPage>>[number];
const toPosition = (row: PositionRow) => ({ ...row, fixTime: row.fixTime.toISOString() });

export function parseRange(query: { from: string; to: string }) {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (from >= to || to.getTime() - from.getTime() > MAX_RANGE_MS) {
    throw new AppError(
      "ValidationError",
      400,
      {},
      {
        issues: [{ field: "to", message: "from < to, at most 31 days apart" }],
      },
    );
  }
  return { from, to };
}

function cursorTime(cursor: string | undefined): Date | null {
  const parts = decodeCursor(cursor, 1);
  if (parts === null) return null;
  const time = parts === "invalid" ? Number.NaN : Date.parse(String(parts[0]));
  if (Number.isNaN(time)) {
    throw new AppError(
      "ValidationError",
      400,
      {},
      { issues: [{ field: "cursor", message: "invalid cursor" }] },
    );
  }
  return new Date(time);
}

export async function positionRoutes(app: FastifyInstance, db: Db, retention: PositionRetention) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/vehicles/:vehicleId/positions",
    {
      schema: {
        operationId: "listVehiclePositions",
        tags: ["Vehicles"],
        summary: "A vehicle's positions in a time range, oldest first",
        description: `Needs \`${ROUTE_HISTORY_READ}\`. At most 31 days. JSON pages of \`limit\` positions with \`nextCursor\`; with \`Accept: ${NDJSON}\` the whole range streams, one position per line.`,
        params: z.object({ vehicleId: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: positionsQuery,
        response: {
          200: z.object({ data: z.array(positionSchema), nextCursor: nextCursorSchema }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = request.auth as AuthUser;
      requireKey(user, ROUTE_HISTORY_READ);
      const { from, to } = parseRange(request.query);
      const { vehicleId } = request.params;
      if (!(await companyOwnsVehicle(db, user.companyId, vehicleId))) throw notFound();
      // nothing older than the company's positions retention
      const cutoff = await retention.cutoff(user.companyId);
      const base = {
        companyId: user.companyId,
        vehicleId,
        from: new Date(Math.max(from.getTime(), cutoff.getTime())),
        to,
      };

      if (request.headers.accept?.includes(NDJSON)) {
        reply.hijack();
        reply.raw.writeHead(200, { "content-type": `${NDJSON}; charset=utf-8`, "cache-control": "no-store" });
        let after = cursorTime(request.query.cursor);
        try {
          for (;;) {
            const rows = await findPositionsPage(db, { ...base, after, limit: STREAM_BATCH });
            if (rows.length === 0) break;
            const chunk = rows.map((row) => `${JSON.stringify(toPosition(row))}\n`).join("");
            // back-pressure: wait for the client to take the batch before reading the next
            if (!reply.raw.write(chunk)) await new Promise((resolve) => reply.raw.once("drain", resolve));
            if (rows.length < STREAM_BATCH || reply.raw.destroyed) break;
            after = rows[rows.length - 1]?.fixTime ?? null;
          }
        } catch (error) {
          request.log.error({ err: error }, "position stream failed");
        }
        reply.raw.end();
        return reply;
      }

      const { limit } = request.query;
      const rows = await findPositionsPage(db, {
        ...base,
        after: cursorTime(request.query.cursor),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map(toPosition),
        nextCursor: rows.length > limit && last ? encodeCursor([last.fixTime.toISOString()]) : null,
      };
    },
  );
}
