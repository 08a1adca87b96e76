import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { successEnvelope } from "../../http/envelope.js";
import type { ReferralService } from "./referralService.js";

/**
 * The referral link's page, no login: GET /api/referral/{code} names the referring company, POST records the
 * prospect's own contact for it. Rate-limited per address.
 */
export async function referralLinkRoutes(
  app: FastifyInstance,
  options: { service: ReferralService; requestsPerMinute?: number },
) {
  const { service } = options;
  await app.register(rateLimit, {
    max: options.requestsPerMinute ?? 30,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
  });
  const ok = (request: FastifyRequest, data: unknown, message?: string) => ({
    ...successEnvelope(request.language, message),
    data,
  });
  app.get("/api/referral/:code", async (request) =>
    ok(request, await service.linkOwner(request.params, request.language)),
  );
  app.post("/api/referral/:code", async (request) =>
    ok(request, await service.referByLink(request.params, request.body ?? {}, request.language), "Saved"),
  );
}
