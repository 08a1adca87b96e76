import { TEMPORARY_LIVE_VIEW_CREATE, TEMPORARY_LIVE_VIEW_UPDATE } from "@armada/domain";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { unauthenticated } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey } from "../../http/requireKeys.js";
import type { GeocodingService } from "./geocodingService.js";

export const autocompleteBodySchema = z.object({
  input: z.string().trim().min(1).max(200),
  sessionToken: z.string().max(100).optional(),
});
export const placeIdSchema = z.object({ placeId: z.string().min(1).max(300) });
export const reverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

export interface GeocodingRoutesOptions {
  geocoding: GeocodingService;
  /** requests per user per minute */
  rateLimitPerMinute?: number;
}

/** The address picker is part of the temporary live view's contact form: only those who may fill it use it. */
const ADDRESS_PICKER_KEYS = [TEMPORARY_LIVE_VIEW_CREATE, TEMPORARY_LIVE_VIEW_UPDATE];

function requireAddressPicker(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  requireAnyKey(request.auth, ADDRESS_PICKER_KEYS);
  return request.auth;
}

/**
 * POST /api/places/autocomplete, GET /api/places/:placeId, GET /api/geocode/reverse — a session with a temporary
 * live view create or update key required (CSRF
 * header on POST by the security plugin), rate-limited per user; keys stay on the server.
 */
export async function geocodingRoutes(app: FastifyInstance, options: GeocodingRoutesOptions) {
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 120,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`),
  });

  app.post("/api/places/autocomplete", async (request) => {
    const user = requireAddressPicker(request);
    const body = parseInput(autocompleteBodySchema, request.body ?? {}, request.language);
    const suggestions = await options.geocoding.autocomplete(body.input, {
      companyId: user.companyId,
      sessionToken: body.sessionToken,
    });
    return { suggestions };
  });

  app.get("/api/places/:placeId", async (request) => {
    const user = requireAddressPicker(request);
    const { placeId } = parseInput(placeIdSchema, request.params, request.language);
    const sessionToken = (request.query as { sessionToken?: unknown }).sessionToken;
    const location = await options.geocoding.detail(placeId, {
      companyId: user.companyId,
      sessionToken: typeof sessionToken === "string" ? sessionToken.slice(0, 100) : undefined,
    });
    return location ?? {};
  });

  app.get("/api/geocode/reverse", async (request) => {
    const user = requireAddressPicker(request);
    const { lat, lng } = parseInput(reverseQuerySchema, request.query, request.language);
    return (await options.geocoding.reverse(lat, lng, { companyId: user.companyId })) ?? {};
  });
}
