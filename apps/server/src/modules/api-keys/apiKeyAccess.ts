import rateLimit from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../http/appError.js";
import { errorEnvelope } from "../../http/envelope.js";
import type { ApiKeyService } from "./apiKeyService.js";

/** Where an API key is accepted: the public REST API and GraphQL. Every other path ignores it. */
const KEY_PATHS = ["/api/v1/", "/graphql"];
const acceptsKey = (url: string) => KEY_PATHS.some((prefix) => url.startsWith(prefix));
const bearerOf = (header: string | undefined) =>
  header?.toLowerCase().startsWith("bearer ") ? header.slice("bearer ".length).trim() : null;
/** the audit keeps the path, never the query string (it may hold a customer's data) */
const pathOf = (url: string) => url.split("?")[0]?.slice(0, 300) ?? "";

export interface ApiKeyAccessOptions {
  requestsPerMinute: number;
}

/**
 * Resolves `Authorization: Bearer <key>` into `request.auth` (after the session plugin, which skips such requests),
 * limits each key's rate and audits every call made with a key. Registered by the host before the modules' routes.
 */
export function createApiKeyAccess(
  service: ApiKeyService,
  log: FastifyBaseLogger,
  options: ApiKeyAccessOptions,
) {
  const plugin = fp(
    async (app: FastifyInstance) => {
      // the limiter only: each key's count is taken in the hook below, which answers a refusal itself (a thrown
      // error would reach GraphQL's own error handler, which answers 200)
      await app.register(rateLimit, { global: false });
      const checkRate = app.createRateLimit({
        max: options.requestsPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `api-key:${request.auth?.apiKeyId}`,
      });

      app.addHook("onRequest", async (request, reply) => {
        const secret = acceptsKey(request.url) ? bearerOf(request.headers.authorization) : null;
        if (secret === null) return;
        const found = await service.authenticate(secret, request.ip);
        if ("refusal" in found) {
          const status = found.refusal === "ApiKeyAddressNotAllowed" ? 403 : 401;
          return reply
            .code(status)
            .header("www-authenticate", 'Bearer error="invalid_token"')
            .send(errorEnvelope(new AppError(found.refusal, status), request.language));
        }
        request.auth = found.user;
        const rate = await checkRate(request);
        if (rate.isAllowed) return;
        reply
          .header("x-ratelimit-limit", String(rate.max))
          .header("x-ratelimit-remaining", String(rate.remaining));
        if (rate.isExceeded) {
          return reply
            .code(429)
            .header("retry-after", String(rate.ttlInSeconds))
            .send(errorEnvelope(new AppError("TooManyRequests", 429), request.language));
        }
      });

      app.addHook("onResponse", async (request, reply) => {
        const apiKeyId = request.auth?.apiKeyId;
        if (apiKeyId === undefined) return;
        audit(request, apiKeyId, reply.statusCode, reply.elapsedTime);
      });
    },
    { name: "armada-api-key-access" },
  );

  function audit(request: FastifyRequest, apiKeyId: number, status: number, elapsedMs: number) {
    const auth = request.auth;
    if (!auth) return;
    // after the response: a failing audit write is logged, never the caller's problem
    service
      .record({
        companyId: auth.companyId,
        apiKeyId,
        method: request.method,
        path: pathOf(request.url),
        status,
        durationMs: Math.min(Math.round(elapsedMs), 2_147_483_647),
        ip: request.ip,
        calledOn: new Date(),
      })
      .catch((error: unknown) => log.error({ err: error }, "api key call audit failed"));
  }

  return { register: (app: FastifyInstance) => app.register(plugin) };
}
