import { createReadStream } from "node:fs";
import type { Language } from "@armada/domain";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { parseInput } from "../../../http/envelope.js";
import type { LinkQuery, PublicViewerService } from "./publicViewerService.js";
import type { PublicViewerSocketHub } from "./publicViewerSocketHub.js";

/** Link keys are base62 or base64url (modules/temporary-live-view/links/linkKeys.ts). */
const linkKey = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

const linkQuerySchema = z
  .object({
    shToken: linkKey(8, 100).optional(),
    token: linkKey(20, 200).optional(),
    c: linkKey(8, 40).optional(),
  })
  .refine((query) => query.shToken || query.token);

/** A temporary live view id is an int4 serial. */
const linkIdSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One answer for a wrong token, another view's token, a deleted, expired or revoked link. */
const unavailable = (reply: FastifyReply) =>
  reply.code(404).header("cache-control", "no-store").send({ status: "unavailable" });

/** A malformed id is a bad request (400); a malformed or wrong key is the same "unavailable" as any other. */
function linkQuery(id: unknown, query: unknown, language: Language): LinkQuery | null {
  const { id: temporaryLvId } = parseInput(linkIdSchema, { id }, language);
  const parsed = linkQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  return { temporaryLvId, key: parsed.data.shToken ?? parsed.data.token ?? "", contactKey: parsed.data.c };
}

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
