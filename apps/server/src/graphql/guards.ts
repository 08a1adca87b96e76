import { can, messageFor } from "@armada/domain";
import mercurius from "mercurius";
import type { AuthUser } from "../http/authUser.js";
import type { GraphQLContext } from "./context.js";

/** Raised as a GraphQL error (not an envelope): the client reacts to the code, not to a message. */
export class AccessError extends mercurius.ErrorWithProps {
  constructor(code: "UNAUTHENTICATED" | "FORBIDDEN", message: string) {
    super(message, { code }, code === "UNAUTHENTICATED" ? 401 : 403);
  }
}

export function requireUser(ctx: GraphQLContext): AuthUser {
  if (!ctx.auth) throw new AccessError("UNAUTHENTICATED", messageFor("Unauthenticated", ctx.language));
  return ctx.auth;
}

/** The caller, when they hold the access key `resource:action`. */
export function requireAccess(ctx: GraphQLContext, accessKey: string): AuthUser {
  const user = requireUser(ctx);
  if (!can(user.accessKeys, accessKey)) {
    throw new AccessError("FORBIDDEN", messageFor("Forbidden", ctx.language));
  }
  return user;
}

/** The caller, when signed in with a session: password, profile and API key management are never an API key's. */
export function requireSessionUser(ctx: GraphQLContext): AuthUser {
  const user = requireUser(ctx);
  if (user.apiKeyId !== undefined) {
    throw new AccessError("FORBIDDEN", messageFor("ApiKeyNotAllowedHere", ctx.language));
  }
  return user;
}
