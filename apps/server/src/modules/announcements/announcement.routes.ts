import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthenticated } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { successEnvelope } from "../../http/envelope.js";
import type { AnnouncementService } from "./announcementService.js";

function requireSession(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * Announcements (docs/spec/alert-center-and-shell.md §7 items 8 and 9): the company users' list, detail, unread total and mark read, and the
 * platform console's list, create and delete under /api/console/ (platform admins only).
 */
export async function announcementRoutes(app: FastifyInstance, options: { service: AnnouncementService }) {
  const { service } = options;
  const ok = (request: FastifyRequest, data: unknown, message?: string) => ({
    ...successEnvelope(request.language, message),
    data,
  });

  app.get("/api/system-notification", async (request) =>
    ok(request, await service.list(requireSession(request), request.query, request.language)),
  );
  app.get("/api/system-notification/unread-total", async (request) =>
    ok(request, await service.unreadTotal(requireSession(request))),
  );
  app.patch("/api/system-notification/read", async (request) =>
    ok(request, await service.markRead(requireSession(request), request.body ?? {}, request.language)),
  );
  app.get("/api/system-notification/:uuid", async (request) =>
    ok(request, await service.detail(requireSession(request), request.params, request.language)),
  );

  app.get("/api/console/companies", async (request) => ok(request, await service.companies(request.auth)));
  app.get("/api/console/system-notification", async (request) =>
    ok(request, await service.consoleList(request.auth, request.query, request.language)),
  );
  app.post("/api/console/system-notification", async (request) =>
    ok(request, await service.create(request.auth, request.body ?? {}, request.language), "Saved"),
  );
  app.delete("/api/console/system-notification/:uuid", async (request) => {
    await service.remove(request.auth, request.params, request.language);
    return ok(request, null, "Deleted");
  });
}
