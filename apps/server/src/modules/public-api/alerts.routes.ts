import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { requireKey } from "../../http/requireKeys.js";
import { parseRange } from "./positions.routes.js";
import { findAlertsPage } from "./publicApiRepository.js";
import { decodeCursor, encodeCursor } from "./restCursor.js";
import { alertSchema, errorResponses, nextCursorSchema, timeRangeQuery } from "./restSchemas.js";

export const ALERTS_READ = "e4a-alert-center-main:read";

const alertsQuery = timeRangeQuery.extend({
  vehicleId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function cursorKey(cursor: string | undefined) {
  const parts = decodeCursor(cursor, 2);
  if (parts === null) return null;
  const time = parts === "invalid" ? Number.NaN : Date.parse(String(parts[0]));
  const id = parts === "invalid" ? Number.NaN : Number(parts[1]);
  if (Number.isNaN(time) || !Number.isSafeInteger(id)) {
    throw new AppError(
      "ValidationError",
      400,
      {},
      { issues: [{ field: "cursor", message: "invalid cursor" }] },
    );
  }
  return { time: new Date(time), id };
}

export async function alertRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/alerts",
    {
      schema: {
        operationId: "listAlerts",
        tags: ["Alerts"],
        summary: "The company's alerts in a time range, newest first",
        description: `Needs \`${ALERTS_READ}\`. At most 31 days; optionally one vehicle's.`,
        querystring: alertsQuery,
        response: {
          200: z.object({ data: z.array(alertSchema), nextCursor: nextCursorSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = request.auth as AuthUser;
      requireKey(user, ALERTS_READ);
      const { from, to } = parseRange(request.query);
      const { limit, vehicleId } = request.query;
      const rows = await findAlertsPage(db, {
        companyId: user.companyId,
        vehicleId,
        from,
        to,
        before: cursorKey(request.query.cursor),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map((row) => ({
          ...row,
          createdOn: row.createdOn.toISOString(),
          resolvedOn: row.resolvedOn ? row.resolvedOn.toISOString() : null,
        })),
        nextCursor:
          rows.length > limit && last ? encodeCursor([last.createdOn.toISOString(), last.id]) : null,
      };
    },
  );
}
