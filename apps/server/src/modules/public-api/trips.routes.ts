import { MAX_REPORT_DAYS, REPORT_ACCESS_KEYS } from "@armada/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthUser } from "../../http/authUser.js";
import type { PublicApiServices } from "./publicApi.routes.js";
import { errorResponses, tripSchema } from "./restSchemas.js";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const day = z.iso.date().meta({ description: "YYYY-MM-DD, a day in the company's time zone" });

const tripsQuery = z.object({
  startDate: day,
  endDate: day,
  vehicleId: id.optional().meta({ description: "One vehicle's trips" }),
  vgroupId: id.optional().meta({ description: "The trips of one vehicle group" }),
});

/** The trips report of /report/ over REST: the same rules, keys and limits as the web's. */
export async function tripRoutes(app: FastifyInstance, reports: PublicApiServices["reports"]) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/trips",
    {
      schema: {
        operationId: "listTrips",
        tags: ["Trips"],
        summary: "Trips that begin in a period of company days, oldest first",
        description: `Needs \`${REPORT_ACCESS_KEYS.trips}\`. At most ${MAX_REPORT_DAYS} days; the fleet, one vehicle or one vehicle group. A trip runs from one stop of at least 2 minutes to the next, as in the web's trips report. Too many vehicles × days answers \`ReportTooLarge\`; too many reports of the company at once, \`ReportsBusy\` (429).`,
        querystring: tripsQuery,
        response: {
          200: z.object({
            data: z.array(tripSchema),
            timeZone: z.string().meta({ description: "The company's time zone the days are read in" }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = request.auth as AuthUser;
      const { context, rows } = await reports.trips(user, request.query, request.language);
      return {
        timeZone: context.zone,
        data: rows.map((trip) => ({
          vehicleId: trip.vehicleId,
          licensePlate: trip.licensePlate,
          startTime: trip.startTime,
          endTime: trip.endTime,
          start: { latitude: trip.startLatitude, longitude: trip.startLongitude },
          end: { latitude: trip.endLatitude, longitude: trip.endLongitude },
          distanceKm: trip.distanceKm,
          durationSeconds: trip.durationSeconds,
          maxSpeed: trip.maxSpeed,
          avgSpeed: trip.avgSpeed,
          driverName: trip.driverName,
        })),
      };
    },
  );
}
