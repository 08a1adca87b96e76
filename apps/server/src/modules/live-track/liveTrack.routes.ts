import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { LiveTrackHub } from "./liveTrackHub.js";
import type { LinkQuery, LiveTrackService } from "./liveTrackService.js";

const linkQuerySchema = z
  .object({
    shToken: z.string().min(8).max(100).optional(),
    token: z.string().min(20).max(200).optional(),
    c: z.string().min(8).max(40).optional(),
  })
  .refine((query) => query.shToken || query.token);

/** One answer for a wrong token, another view's token, a deleted, expired or revoked link. */
const unavailable = (reply: FastifyReply) =>
  reply.code(404).header("cache-control", "no-store").send({ status: "unavailable" });

function linkQuery(id: unknown, query: unknown): LinkQuery | null {
  const temporaryLvId = Number(id);
  const parsed = linkQuerySchema.safeParse(query);
  if (!Number.isInteger(temporaryLvId) || temporaryLvId < 1 || !parsed.success) return null;
  return { temporaryLvId, key: parsed.data.shToken ?? parsed.data.token ?? "", contactKey: parsed.data.c };
}

/**
 * The public live-track API: authorised only by the link's token, for that one view. Rate-limited per
 * address; tokens are redacted from logs (http/logRedaction.ts).
 */
export async function liveTrackRoutes(
  app: FastifyInstance,
  options: { service: LiveTrackService; hub: LiveTrackHub; requestsPerMinute?: number },
) {
  await app.register(rateLimit, {
    max: options.requestsPerMinute ?? 120,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
  });

  app.get<{ Params: { id: string } }>("/api/public/live-track/:id", async (request, reply) => {
    const query = linkQuery(request.params.id, request.query);
    const link = query ? await options.service.resolve(query) : null;
    if (!link) return unavailable(reply);
    const [{ payload }] = await Promise.all([
      options.service.snapshot(link),
      options.service.recordPageOpen(link),
    ]);
    return reply.header("cache-control", "no-store").send(payload);
  });

  app.get<{ Querystring: Record<string, string> }>(
    "/ws/live-track",
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const query = linkQuery(request.query.id, request.query);
        if (!query || !(await options.service.resolve(query))) await unavailable(reply);
      },
    },
    async (socket, request) => {
      const query = linkQuery(request.query.id, request.query);
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
