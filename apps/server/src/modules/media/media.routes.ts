import { mkdir } from "node:fs/promises";
import { MAX_MEDIA_BYTES, MEDIA_TYPES } from "@armada/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound, unauthenticated } from "../../http/appError.js";
import { successEnvelope } from "../../http/envelope.js";
import { requirePlatformAdmin } from "../auth/requirePlatformAdmin.js";
import { MEDIA_FILE_NAME, type MediaStore } from "./mediaStore.js";

const UPLOAD_TYPES = ["application/octet-stream", ...Object.values(MEDIA_TYPES).map((type) => type.mime)];

/**
 * POST /api/console/media (platform admins; the file as the raw body) and GET /api/media/:name (any signed-in
 * user; ranges for video seeking). Encapsulated: the raw-body parser and the static sender stay here.
 */
export async function mediaRoutes(app: FastifyInstance, options: { store: MediaStore }) {
  app.addContentTypeParser(
    UPLOAD_TYPES,
    { parseAs: "buffer", bodyLimit: MAX_MEDIA_BYTES },
    (_request, body, done) => done(null, body),
  );
  await mkdir(options.store.directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.store.directory,
    serve: false,
    cacheControl: false,
  });

  app.post("/api/console/media", async (request) => {
    requirePlatformAdmin(request.auth);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return { ...successEnvelope(request.language), data: await options.store.save(body) };
  });

  app.get<{ Params: { name: string } }>("/api/media/:name", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    if (!MEDIA_FILE_NAME.test(request.params.name)) throw notFound();
    reply.header("cache-control", "private, max-age=86400, immutable");
    reply.header("x-content-type-options", "nosniff");
    return reply.sendFile(request.params.name);
  });
}
