import { loginInputSchema } from "@armada/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseInput, successEnvelope } from "../../http/envelope.js";
import { SESSION_COOKIE } from "./authPlugin.js";
import type { AuthService } from "./authService.js";

export const LOGIN_REDIRECT = "/dashboard/?isLoginSuccess=true";
/** where Armada's staff land: the platform console */
export const CONSOLE_REDIRECT = "/console/";

function cookieOptions(request: FastifyRequest, expires?: Date) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
    ...(expires ? { expires } : {}),
  };
}

export async function authRoutes(app: FastifyInstance, options: { auth: AuthService }) {
  app.post("/api/auth/login", async (request: FastifyRequest, reply: FastifyReply) => {
    const { username, password } = parseInput(loginInputSchema, request.body, request.language);
    const session = await options.auth.login({
      username,
      password,
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(request, session.expiresOn));
    return {
      ...successEnvelope(request.language, "LoggedIn"),
      data: { redirectTo: session.isPlatformAdmin ? CONSOLE_REDIRECT : LOGIN_REDIRECT },
    };
  });

  app.post("/api/auth/logout", async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await options.auth.logout(token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return successEnvelope(request.language, "LoggedOut");
  });
}
