import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { requireKey } from "../../http/requireKeys.js";
import { findCompanyVehicles } from "./publicApiRepository.js";
import { errorResponses, vehicleSchema } from "./restSchemas.js";

export const VEHICLE_READ = "d1a-master-vehicle:read";

export async function vehicleRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/vehicles",
    {
      schema: {
        operationId: "listVehicles",
        tags: ["Vehicles"],
        summary: "The company's vehicles with their latest status",
        description: `Needs \`${VEHICLE_READ}\`. Archived vehicles are left out.`,
        response: { 200: z.object({ data: z.array(vehicleSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = request.auth as AuthUser;
      requireKey(user, VEHICLE_READ);
      const rows = await findCompanyVehicles(db, user.companyId);
      return {
        data: rows.map(({ latest, ...vehicle }) => ({
          ...vehicle,
          latest:
            latest?.fixTime && latest.lastPacket
              ? {
                  ...latest,
                  fixTime: latest.fixTime.toISOString(),
                  lastPacket: latest.lastPacket.toISOString(),
                  latitude: latest.latitude ?? 0,
                  longitude: latest.longitude ?? 0,
                  speed: latest.speed ?? 0,
                  motionStatus: latest.motionStatus ?? "offline",
                }
              : null,
        })),
      };
    },
  );
}
