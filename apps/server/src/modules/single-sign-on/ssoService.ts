import { createHash } from "node:crypto";
import {
  can,
  emailDomainOf,
  type Language,
  ssoConfigInputSchema,
  ssoIssuerUrlAllowed,
  ssoStartInputSchema,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import * as oidc from "openid-client";
import type { Db } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import {
  findRoleOfCompany,
  findUserByEmail,
  type PasswordSignInCandidate,
  rolesOfCompany,
  type SessionClient,
} from "../auth/index.js";
import { discoverProvider } from "./ssoProvider.js";
import {
  deleteExpiredPendingSignIns,
  findDomainOfOtherCompany,
  findEnabledSsoByDomain,
  findSsoConfig,
  findSsoOnlyUserKeys,
  insertPendingSignIn,
  insertSsoUser,
  saveSsoConfig,
  takePendingSignIn,
} from "./ssoRepository.js";

export const SSO_SETTINGS_READ = "c1a-setting-company:read";
/** the company's admins: they set SSO up, and keep their password when the company signs in with SSO only */
export const SSO_SETTINGS_UPDATE = "c1a-setting-company:update";
export const SSO_CALLBACK_PATH = "/api/auth/sso/callback";
/** how long a sign-in sent to the provider may take to come back */
const PENDING_TTL_MS = 10 * 60_000;

const hashState = (state: string) => createHash("sha256").update(state).digest("hex");

export interface SsoServiceOptions {
  publicUrl: string;
  /** the provider may be plain HTTP on this machine (tests, development) */
  allowLocalHttp: boolean;
  /** starts the signed-in session (auth's, as a password sign-in) */
  startSession: (userId: number, client: SessionClient) => Promise<{ token: string; expiresOn: Date }>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createSsoService(db: Db, options: SsoServiceOptions) {
  const now = options.now ?? (() => new Date());
  const redirectUri = `${options.publicUrl}${SSO_CALLBACK_PATH}`;
  const guard = { allowLocalHttp: options.allowLocalHttp };

  async function enabledConfig(companyId: number) {
    const config = await findSsoConfig(db, companyId);
    if (!config?.isEnabled) throw new AppError("SsoNotConfigured", 400);
    return config;
  }

  /** Checks the provider's answer and finds or makes the user; every refusal is an AppError named for the login page. */
  async function signIn(callbackUrl: URL, stateFromCookie: string | undefined) {
    const state = callbackUrl.searchParams.get("state");
    if (!state || !stateFromCookie || state !== stateFromCookie) throw new AppError("SsoStateMismatch", 400);
    const pending = await takePendingSignIn(db, hashState(state), now());
    if (!pending) throw new AppError("SsoStateMismatch", 400);
    const config = await enabledConfig(pending.companyId);
    const provider = await discoverProvider(config, guard);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(provider, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      options.log.warn(
        { companyId: pending.companyId, reason: error instanceof Error ? error.message : String(error) },
        "single sign-on refused by the provider's answer",
      );
      throw new AppError("SsoProviderError", 400);
    }
    const email = typeof claims?.email === "string" ? claims.email.trim().toLowerCase() : null;
    if (!email) throw new AppError("SsoEmailNotVerified", 400);
    if (claims?.email_verified !== true) throw new AppError("SsoEmailNotVerified", 400);
    const domain = emailDomainOf(email);
    if (!domain || !config.allowedDomains.includes(domain)) throw new AppError("SsoDomainNotAllowed", 403);

    const existing = await findUserByEmail(db, email);
    if (existing && existing.companyId !== config.companyId)
      throw new AppError("SsoEmailInOtherCompany", 403);
    if (existing && !existing.isActive) throw new AppError("SsoUserInactive", 403);
    if (existing) return existing.id;
    const name =
      typeof claims?.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 200) : email;
    try {
      return await insertSsoUser(db, {
        companyId: config.companyId,
        roleId: config.defaultRoleId,
        email,
        name,
      });
    } catch (error) {
      // the address is another account's username, or the same person's first sign-in in another tab
      if (uniqueViolation(error) !== null) throw new AppError("SsoEmailInOtherCompany", 403);
      throw error;
    }
  }

  return {
    redirectUri,

    /** The company's settings; the client secret only as whether one is stored. */
    async settings(user: AuthUser) {
      requireKey(user, SSO_SETTINGS_READ);
      const [config, roles] = await Promise.all([
        findSsoConfig(db, user.companyId),
        rolesOfCompany(db, user.companyId),
      ]);
      if (!config)
        return { isConfigured: false, hasClientSecret: false, allowedDomains: [], roles, redirectUri };
      const { clientSecret, updatedBy: _by, companyId: _company, ...shown } = config;
      return { ...shown, isConfigured: true, hasClientSecret: clientSecret !== "", roles, redirectUri };
    },

    /** Saves the company's settings; an enabled provider must answer its discovery first. */
    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, SSO_SETTINGS_UPDATE);
      const parsed = parseInput(ssoConfigInputSchema, input, language);
      if (!ssoIssuerUrlAllowed(parsed.issuerUrl, guard)) throw new AppError("SsoIssuerNotAllowed", 400);
      if (!(await findRoleOfCompany(db, user.companyId, parsed.defaultRoleId)))
        throw new AppError("ValidationError", 400, {}, { issues: [{ field: "defaultRoleId", message: "" }] });
      const taken = await findDomainOfOtherCompany(db, user.companyId, parsed.allowedDomains);
      if (taken) throw new AppError("SsoDomainTaken", 409, { domain: taken });
      const stored = await findSsoConfig(db, user.companyId);
      const clientSecret = parsed.clientSecret ?? (stored?.clientSecret || null);
      if (parsed.isEnabled && !clientSecret) throw new AppError("SsoClientSecretRequired", 400);
      if (parsed.isEnabled && clientSecret) await discoverProvider({ ...parsed, clientSecret }, guard);
      const { allowedDomains, clientSecret: _secret, ...fields } = parsed;
      try {
        await db.transaction((tx) =>
          saveSsoConfig(
            tx,
            user.companyId,
            { ...fields, clientSecret: parsed.clientSecret ?? null, updatedBy: user.userId },
            allowedDomains,
          ),
        );
      } catch (error) {
        if (uniqueViolation(error) !== null)
          throw new AppError("SsoDomainTaken", 409, { domain: allowedDomains[0] ?? "" });
        throw error;
      }
    },

    /** The provider's sign-in page for a work e-mail (authorization code with PKCE, state and nonce). */
    async start(input: unknown, language: Language) {
      const { email } = parseInput(ssoStartInputSchema, input, language);
      const domain = emailDomainOf(email.toLowerCase());
      const found = domain ? await findEnabledSsoByDomain(db, domain) : null;
      if (!found) throw new AppError("SsoNotConfigured", 404);
      const config = await enabledConfig(found.companyId);
      const provider = await discoverProvider(config, guard);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const current = now();
      await deleteExpiredPendingSignIns(db, current);
      await insertPendingSignIn(db, {
        stateHash: hashState(state),
        companyId: config.companyId,
        codeVerifier,
        nonce,
        expiresOn: new Date(current.getTime() + PENDING_TTL_MS),
      });
      const authorizationUrl = oidc.buildAuthorizationUrl(provider, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
        login_hint: email,
      });
      return { authorizationUrl: authorizationUrl.href, state, expiresInMs: PENDING_TTL_MS };
    },

    /** The provider's answer at the callback: a session of the matched or provisioned user. */
    async finish(callbackUrl: URL, stateFromCookie: string | undefined, client: SessionClient) {
      const userId = await signIn(callbackUrl, stateFromCookie);
      return options.startSession(userId, client);
    },

    /** "SSO only": a right password of a user who is not one of the company's admins is refused. */
    async checkPasswordSignIn(candidate: PasswordSignInCandidate) {
      const keys = await findSsoOnlyUserKeys(db, candidate.id);
      if (keys && !can(keys, SSO_SETTINGS_UPDATE)) throw new AppError("SsoOnly", 403);
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
