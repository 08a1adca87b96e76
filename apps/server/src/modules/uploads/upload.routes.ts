import { mkdir } from "node:fs/promises";
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadExtension } from "@armada/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound, unauthenticated } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { successEnvelope } from "../../http/envelope.js";
import { requireAnyKey } from "../../http/requireKeys.js";
import { requirePlatformAdmin } from "../auth/index.js";
import { readKeysOf, UPLOAD_FILE_NAME, type UploadOwner, type UploadStore } from "./uploadStore.js";

/** The console's announcements and banners: images and videos (a PDF is a module's private document scan). */
const MEDIA_TYPES = (Object.keys(UPLOAD_TYPES) as UploadExtension[]).filter(
  (type) => UPLOAD_TYPES[type].kind !== "document",
);
const BODY_CONTENT_TYPES = [
  "application/octet-stream",
  ...MEDIA_TYPES.map((type) => UPLOAD_TYPES[type].mime),
];

/** Not found to another company's user (unless a platform admin the file lets in), Forbidden without its key. */
function requireReader(user: AuthUser, owner: UploadOwner) {
  if (owner.platformReads && user.isPlatformAdmin) return;
  if (owner.companyId !== user.companyId) throw notFound();
  requireAnyKey(user, readKeysOf(owner.readKey));
}

/**
 * POST /api/console/uploads (platform admins; the file as the raw body) and GET /api/uploads/:name (ranges for video
 * seeking): a private file (`upload_owners`) only to a user of its company holding its read key (or a platform admin
 * when the platform reads it), not found to any other, never cached; any other file to any signed-in user. Encapsulated: the raw-body parser and the static sender
 * stay here.
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
    return {
      ...successEnvelope(request.language),
      data: await options.store.save(body, undefined, MEDIA_TYPES),
    };
  });

  app.get<{ Params: { name: string } }>("/api/uploads/:name", async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    if (!UPLOAD_FILE_NAME.test(request.params.name)) throw notFound();
    const owner = await options.store.ownerOf(request.params.name);
    if (owner) requireReader(request.auth, owner);
    reply.header("cache-control", owner ? "private, no-store" : "private, max-age=86400, immutable");
    reply.header("x-content-type-options", "nosniff");
    // a sandboxed document may not run Chromium's PDF viewer: a PDF only keeps its embedding to itself
    reply.header(
      "content-security-policy",
      request.params.name.endsWith(".pdf")
        ? "default-src 'none'; object-src 'self'"
        : "default-src 'none'; sandbox",
    );
    return reply.sendFile(request.params.name);
  });
}
