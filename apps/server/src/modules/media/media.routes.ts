import { MEDIA_ACCESS_KEY } from "@armada/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { unauthenticated } from "../../http/appError.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import type { MediaService } from "./mediaService.js";

const clipParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; null when not satisfiable, undefined when absent. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [, from = "", to = ""] = match;
  if (from === "") {
    const suffix = Math.min(Number(to), size);
    return suffix > 0 ? { start: size - suffix, end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

/**
 * GET /api/media/:id — a stored clip of the caller's company, for a session with the media key; answers HTTP range
 * requests so the player can seek.
 */
export async function mediaRoutes(app: FastifyInstance, options: { media: MediaService }) {
  app.get("/api/media/:id", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    requireKey(request.auth, MEDIA_ACCESS_KEY);
    const { id } = parseInput(clipParamsSchema, request.params, request.language);
    const clip = await options.media.clip(request.auth.companyId, id);
    const range = byteRange(request.headers.range, clip.size);
    reply
      .header("Accept-Ranges", "bytes")
      .header("Cache-Control", "private, max-age=3600")
      .type(clip.contentType);
    if (range === null) return reply.code(416).header("Content-Range", `bytes */${clip.size}`).send();
    if (range === undefined) return reply.header("Content-Length", clip.size).send(await clip.read());
    return reply
      .code(206)
      .header("Content-Range", `bytes ${range.start}-${range.end}/${clip.size}`)
      .header("Content-Length", range.end - range.start + 1)
      .send(await clip.read(range));
  });
}
