import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/appError.js";
import { successEnvelope } from "../../http/envelope.js";
import { cookieOptions, LOGIN_REDIRECT, SESSION_COOKIE } from "../auth/index.js";
import { SSO_CALLBACK_PATH, type SsoService } from "./ssoService.js";

/** binds the provider's answer to the browser that asked: the callback's state must equal it */
const STATE_COOKIE = "armada_sso_state";
const STATE_COOKIE_PATH = "/api/auth/sso";

export async function singleSignOnRoutes(
  app: FastifyInstance,
  { sso, publicUrl }: { sso: SsoService; publicUrl: string },
) {
  app.post("/api/auth/sso/start", async (request: FastifyRequest, reply: FastifyReply) => {
    const { authorizationUrl, state, expiresInMs } = await sso.start(request.body, request.language);
    reply.setCookie(STATE_COOKIE, state, {
      ...cookieOptions(request, new Date(Date.now() + expiresInMs)),
      path: STATE_COOKIE_PATH,
    });
    return { ...successEnvelope(request.language), data: { redirectTo: authorizationUrl } };
  });

  app.get(SSO_CALLBACK_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const stateFromCookie = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, { ...cookieOptions(request), path: STATE_COOKIE_PATH });
    try {
      const session = await sso.finish(new URL(request.url, publicUrl), stateFromCookie, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      });
      reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(request, session.expiresOn));
      return reply.redirect(LOGIN_REDIRECT);
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error }, "single sign-on failed");
      const reason = error instanceof AppError ? error.errorName : "SsoFailed";
      return reply.redirect(`/login?sso=${encodeURIComponent(reason)}`);
    }
  });
}
