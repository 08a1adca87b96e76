import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthenticated } from "../../http/appError.js";
import { successEnvelope } from "../../http/envelope.js";
import type { BannerService } from "./bannerService.js";

const ok = (request: FastifyRequest, data: unknown, message?: string) => ({
  ...successEnvelope(request.language, message),
  data,
});

/** GET /api/banner-active/company?domain=, its fallback GET /api/banner-active (signed in); the console's CRUD. */
export async function bannerRoutes(app: FastifyInstance, options: { service: BannerService }) {
  const { service } = options;
  app.get("/api/banner-active/company", async (request) => {
    if (!request.auth) throw unauthenticated();
    return ok(request, await service.activeForCompany(request.auth, request.query, request.language));
  });
  app.get("/api/banner-active", async (request) => {
    if (!request.auth) throw unauthenticated();
    return ok(request, await service.activeForAll());
  });
  app.get("/api/console/banner", async (request) => ok(request, await service.consoleList(request.auth)));
  app.post("/api/console/banner", async (request) =>
    ok(request, await service.create(request.auth, request.body ?? {}, request.language), "Saved"),
  );
  app.delete("/api/console/banner/:bannerId", async (request) => {
    await service.remove(request.auth, request.params, request.language);
    return ok(request, null, "Deleted");
  });
}
