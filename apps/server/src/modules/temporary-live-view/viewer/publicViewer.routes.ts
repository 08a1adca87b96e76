import { createReadStream } from "node:fs";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { linkQuery, unavailable } from "./linkQuery.js";
import type { PublicViewerService } from "./publicViewerService.js";
import type { PublicViewerSocketHub } from "./publicViewerSocketHub.js";

/**
 * The public live-track API: authorised only by the link's token, for that one view. Rate-limited per
 * address; tokens are redacted from logs (http/logRedaction.ts).
 */
export async function publicViewerRoutes(
  app: FastifyInstance,
  options: { service: PublicViewerService; hub: PublicViewerSocketHub; requestsPerMinute?: number },
) {
  await app.register(rateLimit, {
    max: options.requestsPerMinute ?? 120,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
  });

  app.get<{ Params: { id: string } }>("/api/public/live-track/:id", async (request, reply) => {
    const query = linkQuery(request.params.id, request.query, request.language);
    const link = query ? await options.service.resolve(query) : null;
    if (!link) return unavailable(reply);
    const [{ payload }] = await Promise.all([
      options.service.snapshot(link),
      options.service.recordPageOpen(link),
    ]);
    return reply.header("cache-control", "no-store").send(payload);
  });

  /** The photo of the proof of delivery a consignee's link shows (issue 33): that link's order's only. */
  app.get<{ Params: { id: string } }>("/api/public/live-track/:id/photo", async (request, reply) => {
    const query = linkQuery(request.params.id, request.query, request.language);
    const link = query ? await options.service.resolve(query) : null;
    const photo = link ? await options.service.photo(link) : null;
    if (!photo) return unavailable(reply);
    return reply
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .type(photo.mime)
      .send(createReadStream(photo.path));
  });

  app.get<{ Querystring: Record<string, string> }>(
    "/ws/live-track",
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const query = linkQuery(request.query.id, request.query, request.language);
        if (!query || !(await options.service.resolve(query))) await unavailable(reply);
      },
    },
    async (socket, request) => {
      const query = linkQuery(request.query.id, request.query, request.language);
      if (query && !options.hub.admit(socket, query.temporaryLvId, request.language)) return;
      const link = query ? await options.service.resolve(query) : null;
      if (!query || !link) {
        socket.close(4404, "unavailable");
        return;
      }
      await options.hub.attach(socket, query, link);
    },
  );
}
