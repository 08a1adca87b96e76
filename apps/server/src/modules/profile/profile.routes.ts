import type { FastifyInstance } from "fastify";
import { unauthenticated } from "../../http/appError.js";
import { successEnvelope } from "../../http/envelope.js";
import { type ProfileService, VERIFY_EMAIL_PATH } from "./profileService.js";

/** The Add Email page shows the outcome of a followed link. */
export const ADD_EMAIL_PAGE = "/profile/add-email/";

/**
 * PATCH /api/user/profile (docs/spec/alert-center-and-shell.md §7 REST): the signed-in user's name, language or
 * reminder interval. GET /api/user/verify-email?token=: the link of the verification e-mail.
 */
export async function profileRoutes(app: FastifyInstance, options: { profile: ProfileService }) {
  app.patch("/api/user/profile", async (request) => {
    if (!request.auth) throw unauthenticated();
    const data = await options.profile.update(request.auth, request.body ?? {}, request.language);
    return { ...successEnvelope(request.language, "Saved"), data };
  });

  app.get(VERIFY_EMAIL_PATH, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const outcome = typeof token === "string" ? await options.profile.verifyEmail(token) : "expired";
    reply.header("Referrer-Policy", "no-referrer");
    return reply.redirect(`${ADD_EMAIL_PAGE}?verification=${outcome}`);
  });
}
