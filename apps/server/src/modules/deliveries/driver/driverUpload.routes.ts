import type { FastifyInstance } from "fastify";
import { requireKey } from "../../../http/requireKeys.js";
import type { ModuleServices } from "../../../platform/moduleDefinition.js";
import { imageUploadRoute } from "../../uploads/index.js";

/**
 * POST /api/driver/uploads (a driver; the image as the raw body): stores a POD image (a photo of the surat jalan, a
 * signature) in the uploads store, and answers the URL the POD then names.
 */
export async function driverUploadRoutes(app: FastifyInstance, { uploads }: ModuleServices["uploads"]) {
  imageUploadRoute(app, uploads, "/api/driver/uploads", (user) => requireKey(user, "tms_driver:update"));
}
