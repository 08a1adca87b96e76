import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthenticated } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { successEnvelope } from "../../http/envelope.js";
import type { FeedbackService } from "./feedbackService.js";

function requireSession(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** POST /api/feedback, GET /api/feedback-status (docs/spec/alert-center-and-shell.md §7 REST); GET /api/console/feedback?period=YYYY-MM. */
export async function feedbackRoutes(app: FastifyInstance, options: { service: FeedbackService }) {
  const { service } = options;
  app.post("/api/feedback", async (request) => ({
    ...successEnvelope(request.language, "Saved"),
    data: await service.submit(requireSession(request), request.body, request.language),
  }));
  app.get("/api/feedback-status", async (request) => ({
    ...successEnvelope(request.language),
    data: await service.status(requireSession(request)),
  }));
  app.get("/api/console/feedback", async (request) => ({
    ...successEnvelope(request.language),
    data: await service.consoleReport(request.auth, request.query, request.language),
  }));
}
