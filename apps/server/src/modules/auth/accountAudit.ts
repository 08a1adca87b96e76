import type { AuditAction } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import type { AuditDetails, AuditRecorder, AuditRequest, AuditTarget } from "../audit/index.js";

/** Who signs in or changes their own sign-in, as the log names them. */
export interface SignInUser {
  id: number;
  companyId: number;
  name: string;
}

/** Where a sign-in comes from, kept with its session. */
export interface SessionClient {
  ip: string;
  userAgent: string | null;
}

/** How a user signed in, with what the log shows of it (a passkey's name, never its credential). */
export type SignInMethod = { method: string } & AuditDetails;

/** A user acting on their own account, and from where. */
export interface AccountActor {
  user: SignInUser;
  client: SessionClient;
}

/**
 * The audit log's entries of a user's own sign-in and second factors: one function per sign-in outcome (a new step
 * of the sign-in, a second factor, a single sign-on, calls these with its own `method` detail), and the changes to
 * the user's own authenticator app and passkeys, written inside the change's transaction.
 */
export function createAccountAudit(recorder: AuditRecorder) {
  const entry = (user: SignInUser, client: SessionClient) => ({
    companyId: user.companyId,
    actor: { userId: user.id, name: user.name },
    target: { type: "user", id: user.id, label: user.name },
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return {
    succeeded: (
      user: SignInUser,
      client: SessionClient,
      signIn: SignInMethod = { method: "password" },
      tx?: DbExecutor,
    ) => recorder.record({ ...entry(user, client), action: "auth.sign_in", details: signIn }, tx),
    /** a failed attempt on a known account (an unknown login belongs to no company's log) */
    failed: (user: SignInUser, client: SessionClient, reason: string) =>
      recorder.record({ ...entry(user, client), action: "auth.sign_in_failed", details: { reason } }),
    /** a change of the actor's own account (the user is the target unless another is named), in its transaction */
    changed: (
      tx: DbExecutor,
      actor: AccountActor,
      action: AuditAction,
      change: { target?: AuditTarget; details?: AuditDetails } = {},
    ) =>
      recorder.record(
        {
          ...entry(actor.user, actor.client),
          action,
          ...(change.target ? { target: change.target } : {}),
          details: change.details,
        },
        tx,
      ),
  };
}

export type AccountAudit = ReturnType<typeof createAccountAudit>;

/** The signed-in caller of a request as an actor of their own account. */
export const requestActor = (user: AuthUser, request: AuditRequest): AccountActor => ({
  user: { id: user.userId, companyId: user.companyId, name: user.name },
  client: { ip: request.ip, userAgent: request.headers["user-agent"] ?? null },
});
