import type { FastifyInstance, FastifyRequest } from "fastify";
import { successEnvelope } from "../../http/envelope.js";
import type { ReferralService } from "./referralService.js";

/** The platform console's referrals: GET /api/console/referrals?status=&limit=&page=, PATCH …/:referralId {status}. */
export async function referralRoutes(app: FastifyInstance, options: { service: ReferralService }) {
  const { service } = options;
  const ok = (request: FastifyRequest, data: unknown, message?: string) => ({
    ...successEnvelope(request.language, message),
    data,
  });
  app.get("/api/console/referrals", async (request) =>
    ok(request, await service.consoleList(request.auth, request.query, request.language)),
  );
  app.patch("/api/console/referrals/:referralId", async (request) =>
    ok(
      request,
      await service.setStatus(request.auth, request.params, request.body ?? {}, request.language),
      "Saved",
    ),
  );
}
