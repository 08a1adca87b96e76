import type { Language } from "@armada/domain";
// the request.cookies this plugin reads come from @fastify/cookie, registered before it in app.ts
import type {} from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AuthUser } from "../../http/authUser.js";
import { requestLanguage } from "../../http/requestLanguage.js";
import type { AuthService } from "./authService.js";

export const SESSION_COOKIE = "armada_session";

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthUser | null;
    sessionToken: string | null;
    language: Language;
  }
}

const SESSION_PATHS = ["/api/", "/graphql", "/ws"];
const hasBearer = (header: string | undefined) => header?.toLowerCase().startsWith("bearer ") === true;
const needsSession = (url: string) => SESSION_PATHS.some((prefix) => url.startsWith(prefix));

/** Resolves the session cookie into `request.auth` and picks the response language. */
export const authPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService }) => {
  app.decorateRequest("auth", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("language", "id");

  app.addHook("onRequest", async (request) => {
    if (!needsSession(request.url)) {
      request.language = requestLanguage(request.headers["accept-language"]);
      return;
    }
    // a request with an API key is the key's alone (the api-keys module resolves it): sessions and keys never mix
    const token = hasBearer(request.headers.authorization) ? undefined : request.cookies[SESSION_COOKIE];
    const found = token ? await options.auth.authenticate(token) : null;
    request.auth = found?.user ?? null;
    request.sessionToken = found ? (token ?? null) : null;
    request.language = requestLanguage(request.headers["accept-language"], found?.user.language);
  });
});
