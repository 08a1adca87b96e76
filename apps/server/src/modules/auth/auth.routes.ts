import {
  confirmTotpInputSchema,
  loginInputSchema,
  passkeyAssertionInputSchema,
  secondFactorInputSchema,
} from "@armada/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseInput, successEnvelope } from "../../http/envelope.js";
import type { AuditRecorder } from "../audit/index.js";
import { SESSION_COOKIE } from "./authPlugin.js";
import type { AuthService } from "./authService.js";
import type { UserAccountService } from "./userAccountService.js";

export const LOGIN_REDIRECT = "/dashboard/?isLoginSuccess=true";
/** where Armada's staff land: the platform console */
export const CONSOLE_REDIRECT = "/console/";
/** the pending second step of a sign-in (docs/decisions.md "Two-factor sign-in"); read by its routes only */
export const CHALLENGE_COOKIE = "armada_sign_in_challenge";
const CHALLENGE_PATH = "/api/auth/two-factor";
/** the web's second-step pages, by the challenge's purpose */
export const SECOND_STEP_PAGES = { verify: "/login/two-factor", enrol: "/login/two-factor/enrol" } as const;

/** The session cookie's options (single sign-on sets the same cookie); the challenge cookie narrows `path`. */
export function cookieOptions(request: FastifyRequest, expires?: Date, path = "/") {
  return {
    path,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
    ...(expires ? { expires } : {}),
  };
}

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"] ?? null,
});

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; audit: AuditRecorder; userAccounts: UserAccountService },
) {
  const { auth } = options;

  /** Sets the session cookie, ends the challenge cookie and answers where the user goes. */
  const signedIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    session: { token: string; expiresOn: Date; isPlatformAdmin: boolean },
  ) => {
    reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(request, session.expiresOn));
    reply.clearCookie(CHALLENGE_COOKIE, cookieOptions(request, undefined, CHALLENGE_PATH));
    return { redirectTo: session.isPlatformAdmin ? CONSOLE_REDIRECT : LOGIN_REDIRECT };
  };

  app.post("/api/auth/login", async (request: FastifyRequest, reply: FastifyReply) => {
    const { username, password } = parseInput(loginInputSchema, request.body, request.language);
    const result = await auth.login({ username, password, ...clientOf(request) });
    if (result.kind === "challenge") {
      reply.setCookie(
        CHALLENGE_COOKIE,
        result.token,
        cookieOptions(request, result.expiresOn, CHALLENGE_PATH),
      );
      return {
        ...successEnvelope(request.language, "Success"),
        data: { redirectTo: SECOND_STEP_PAGES[result.purpose], secondStep: result.purpose },
      };
    }
    return { ...successEnvelope(request.language, "LoggedIn"), data: signedIn(request, reply, result) };
  });

  app.post(`${CHALLENGE_PATH}/verify`, async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[CHALLENGE_COOKIE];
    const userId = await auth.challengeUser(token, "verify");
    const { code } = parseInput(secondFactorInputSchema, request.body, request.language);
    await auth.secondStep(userId, clientOf(request), () => auth.twoFactor.verify(userId, code));
    const session = await auth.completeChallenge(token ?? "", userId, clientOf(request), {
      method: code.kind === "totp" ? "totp" : "recovery_code",
    });
    return { ...successEnvelope(request.language, "LoggedIn"), data: signedIn(request, reply, session) };
  });

  app.post(`${CHALLENGE_PATH}/methods`, async (request: FastifyRequest) => {
    const userId = await auth.challengeUser(request.cookies[CHALLENGE_COOKIE], "verify");
    return { ...successEnvelope(request.language, "Success"), data: await auth.secondFactors(userId) };
  });

  app.post(`${CHALLENGE_PATH}/passkey/options`, async (request: FastifyRequest) => {
    const token = request.cookies[CHALLENGE_COOKIE];
    const userId = await auth.challengeUser(token, "verify");
    return {
      ...successEnvelope(request.language, "Success"),
      data: await auth.passkeys.startSignIn(userId, token ?? ""),
    };
  });

  app.post(`${CHALLENGE_PATH}/passkey/verify`, async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[CHALLENGE_COOKIE];
    const userId = await auth.challengeUser(token, "verify");
    const { response } = parseInput(passkeyAssertionInputSchema, request.body, request.language);
    const passkey = await auth.secondStep(userId, clientOf(request), () =>
      auth.passkeys.verifySignIn(userId, token ?? "", response),
    );
    const session = await auth.completeChallenge(token ?? "", userId, clientOf(request), {
      method: "passkey",
      passkey,
    });
    return { ...successEnvelope(request.language, "LoggedIn"), data: signedIn(request, reply, session) };
  });

  app.post(`${CHALLENGE_PATH}/enrol/start`, async (request: FastifyRequest) => {
    const userId = await auth.challengeUser(request.cookies[CHALLENGE_COOKIE], "enrol");
    return {
      ...successEnvelope(request.language, "Success"),
      data: await auth.twoFactor.startEnrolment(userId),
    };
  });

  app.post(`${CHALLENGE_PATH}/enrol/confirm`, async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[CHALLENGE_COOKIE];
    const userId = await auth.challengeUser(token, "enrol");
    const { code } = parseInput(confirmTotpInputSchema, request.body, request.language);
    const actor = await auth.accountActor(userId, clientOf(request));
    const recoveryCodes = await auth.twoFactor.confirmEnrolment(actor, code);
    const session = await auth.completeChallenge(token ?? "", userId, clientOf(request), { method: "totp" });
    return {
      ...successEnvelope(request.language, "TwoFactorTurnedOn"),
      data: { ...signedIn(request, reply, session), recoveryCodes },
    };
  });

  /** A set-password link's page: the user chooses their password, then signs in with it. */
  app.post("/api/auth/set-password", async (request: FastifyRequest) => {
    await options.userAccounts.setPassword(request.body, clientOf(request), request.language);
    return successEnvelope(request.language, "PasswordSet");
  });

  app.post("/api/auth/logout", async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      if (request.auth) {
        const user = request.auth;
        await options.audit.recordRequest(request, "auth.sign_out", {
          type: "user",
          id: user.userId,
          label: user.name,
        });
      }
      await auth.logout(token);
    }
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return successEnvelope(request.language, "LoggedOut");
  });
}
