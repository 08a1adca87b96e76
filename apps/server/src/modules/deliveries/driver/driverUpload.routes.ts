import type { FastifyInstance } from "fastify";
import { requireKey } from "../../../http/requireKeys.js";
import type { ModuleServices } from "../../../platform/moduleDefinition.js";
import { imageUploadRoute } from "../../uploads/index.js";
import { POD_READ_KEY } from "../deliveriesAccess.js";

/**
 * POST /api/driver/uploads (a driver; the image as the raw body): stores a POD image (a photo of the surat jalan, a
 * signature) in the uploads store, private to the company's fleet task readers, and answers the URL the POD then
 * names (delivering checks it is the company's own POD upload).
 */
export async function driverUploadRoutes(app: FastifyInstance, { uploads }: ModuleServices["uploads"]) {
  imageUploadRoute(app, uploads, "/api/driver/uploads", (user) => requireKey(user, "tms_driver:update"), {
    readKey: POD_READ_KEY,
  });
}
