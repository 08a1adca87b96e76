import { detectUploadType, UPLOAD_TYPES } from "@armada/domain";
import type { FastifyInstance } from "fastify";
import { AppError, unauthenticated } from "../../../http/appError.js";
import { successEnvelope } from "../../../http/envelope.js";
import { requireKey } from "../../../http/requireKeys.js";
import type { ModuleServices } from "../../../platform/moduleDefinition.js";

/** The POD's images: a photo of the surat jalan, a signature; png, jpg or webp, up to the image limit. */
const POD_IMAGE_TYPES = ["png", "jpg", "webp"] as const;
const MAX_POD_IMAGE_BYTES = Math.max(...POD_IMAGE_TYPES.map((type) => UPLOAD_TYPES[type].maxBytes));

/**
 * POST /api/driver/uploads (a driver; the image as the raw body): stores a POD image in the uploads store, typed by
 * its bytes, and answers the URL the POD then names (GET /api/uploads/:name serves it, nosniff).
 */
export async function driverUploadRoutes(app: FastifyInstance, { uploads }: ModuleServices["uploads"]) {
  app.addContentTypeParser(
    ["application/octet-stream", ...POD_IMAGE_TYPES.map((type) => UPLOAD_TYPES[type].mime)],
    { parseAs: "buffer", bodyLimit: MAX_POD_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post("/api/driver/uploads", async (request) => {
    if (!request.auth) throw unauthenticated();
    requireKey(request.auth, "tms_driver:update");
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const type = detectUploadType(body);
    if (!type || !(POD_IMAGE_TYPES as readonly string[]).includes(type)) {
      throw new AppError("UploadTypeNotAllowed", 415);
    }
    return { ...successEnvelope(request.language), data: await uploads.save(body) };
  });
}
