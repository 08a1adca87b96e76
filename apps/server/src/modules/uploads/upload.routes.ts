import { mkdir } from "node:fs/promises";
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from "@armada/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound, unauthenticated } from "../../http/appError.js";
import { successEnvelope } from "../../http/envelope.js";
import { requirePlatformAdmin } from "../auth/index.js";
import { UPLOAD_FILE_NAME, type UploadStore } from "./uploadStore.js";

const BODY_CONTENT_TYPES = [
  "application/octet-stream",
  ...Object.values(UPLOAD_TYPES).map((type) => type.mime),
];

/**
 * POST /api/console/uploads (platform admins; the file as the raw body) and GET /api/uploads/:name (any signed-in
 * user; ranges for video seeking). Encapsulated: the raw-body parser and the static sender stay here.
 */
export async function uploadRoutes(app: FastifyInstance, options: { store: UploadStore }) {
  app.addContentTypeParser(
    BODY_CONTENT_TYPES,
    { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );
  await mkdir(options.store.directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.store.directory,
    serve: false,
    cacheControl: false,
  });

  app.post("/api/console/uploads", async (request) => {
    requirePlatformAdmin(request.auth);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return { ...successEnvelope(request.language), data: await options.store.save(body) };
  });

  app.get<{ Params: { name: string } }>("/api/uploads/:name", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    if (!UPLOAD_FILE_NAME.test(request.params.name)) throw notFound();
    reply.header("cache-control", "private, max-age=86400, immutable");
    reply.header("x-content-type-options", "nosniff");
    return reply.sendFile(request.params.name);
  });
}
