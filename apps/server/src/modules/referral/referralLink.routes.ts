import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { successEnvelope } from "../../http/envelope.js";
import type { ReferralService } from "./referralService.js";

/**
 * The referral link's page, no login: GET /api/referral/{code} names the referring company, POST records the
 * prospect's own contact for it. Rate-limited per address and, for the posts, over all addresses together: a form
 * without a login must not take hundreds of referrals a minute from many addresses.
 */
export async function referralLinkRoutes(
  app: FastifyInstance,
  options: { service: ReferralService; requestsPerMinute?: number; postsPerMinute?: number },
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
  // a second limiter of its own (one plugin instance runs once per request), keyed the same for every address
  await app.register(async (posts) => {
    await posts.register(rateLimit, {
      max: options.postsPerMinute ?? 20,
      timeWindow: 60_000,
      keyGenerator: () => "every address",
    });
    posts.post("/api/referral/:code", async (request) =>
      ok(request, await service.referByLink(request.params, request.body ?? {}, request.language), "Saved"),
    );
  });
}
