import { detectUploadType, UPLOAD_TYPES } from "@armada/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, unauthenticated } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { successEnvelope } from "../../http/envelope.js";
import type { UploadOwner, UploadStore } from "./uploadStore.js";

/** Photos and screenshots: png, jpg or webp, up to the image limit. */
const IMAGE_TYPES = ["png", "jpg", "webp"] as const;
const MAX_IMAGE_BYTES = Math.max(...IMAGE_TYPES.map((type) => UPLOAD_TYPES[type].maxBytes));

/**
 * POST `url` (a signed-in user `authorize` lets through; the image as the raw body): stores an image in the uploads
 * store, typed by its bytes, and answers its URL (GET /api/uploads/:name serves it, nosniff). With `privateTo`, the
 * image is private: served only to users of the uploader's company (or of the company `privateTo.companyOf` answers
 * for the request, checked before the image is stored) holding its read key (and platform admins when
 * `platformReads`). Register it in the module's own plugin: the raw-body parser stays there.
 */
export function imageUploadRoute(
  app: FastifyInstance,
  store: UploadStore,
  url: string,
  authorize: (user: AuthUser) => void,
  privateTo?: Omit<UploadOwner, "companyId"> & { companyOf?: (request: FastifyRequest) => Promise<number> },
) {
  app.addContentTypeParser(
    ["application/octet-stream", ...IMAGE_TYPES.map((type) => UPLOAD_TYPES[type].mime)],
    { parseAs: "buffer", bodyLimit: MAX_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(url, async (request) => {
    if (!request.auth) throw unauthenticated();
    authorize(request.auth);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const type = detectUploadType(body);
    if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) {
      throw new AppError("UploadTypeNotAllowed", 415);
    }
    const owner = privateTo
      ? {
          companyId: privateTo.companyOf ? await privateTo.companyOf(request) : request.auth.companyId,
          readKey: privateTo.readKey,
          platformReads: privateTo.platformReads,
        }
      : undefined;
    return { ...successEnvelope(request.language), data: await store.save(body, owner) };
  });
}
