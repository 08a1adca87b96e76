import { UPLOAD_TYPES, type UploadExtension } from "@armada/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthenticated } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { successEnvelope } from "../../http/envelope.js";
import type { UploadOwner, UploadStore } from "./uploadStore.js";

/** Photos and screenshots: png, jpg or webp, up to the image limit. */
const IMAGE_TYPES = ["png", "jpg", "webp"] as const;

type PrivateTo = Omit<UploadOwner, "companyId"> & {
  companyOf?: (request: FastifyRequest) => Promise<number>;
};

/**
 * POST `url` (a signed-in user `authorize` lets through; the file as the raw body): stores a file of one of `types`
 * in the uploads store, typed by its bytes, and answers its URL (GET /api/uploads/:name serves it, nosniff). With
 * `privateTo`, the file is private: served only to users of the uploader's company (or of the company
 * `privateTo.companyOf` answers for the request, checked before the file is stored) holding its read key (and
 * platform admins when `platformReads`). Register it in the module's own plugin: the raw-body parser stays there.
 */
export function fileUploadRoute(
  app: FastifyInstance,
  store: UploadStore,
  url: string,
  types: readonly UploadExtension[],
  authorize: (user: AuthUser) => void,
  privateTo?: PrivateTo,
) {
  app.addContentTypeParser(
    ["application/octet-stream", ...types.map((type) => UPLOAD_TYPES[type].mime)],
    { parseAs: "buffer", bodyLimit: Math.max(...types.map((type) => UPLOAD_TYPES[type].maxBytes)) },
    (_request, body, done) => done(null, body),
  );
  app.post(url, async (request) => {
    if (!request.auth) throw unauthenticated();
    authorize(request.auth);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const owner = privateTo
      ? {
          companyId: privateTo.companyOf ? await privateTo.companyOf(request) : request.auth.companyId,
          readKey: privateTo.readKey,
          platformReads: privateTo.platformReads,
        }
      : undefined;
    return { ...successEnvelope(request.language), data: await store.save(body, owner, types) };
  });
}

/** `fileUploadRoute` for photos and screenshots (png, jpg, webp). */
export const imageUploadRoute = (
  app: FastifyInstance,
  store: UploadStore,
  url: string,
  authorize: (user: AuthUser) => void,
  privateTo?: PrivateTo,
) => fileUploadRoute(app, store, url, IMAGE_TYPES, authorize, privateTo);
