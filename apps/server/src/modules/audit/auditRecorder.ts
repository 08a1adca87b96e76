import type { AuditAction } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { type AuditDetails, auditEvents } from "./audit.tables.js";

/** What an action was done to: a type (vehicle, user, …), its id and the label it had then. */
export interface AuditTarget {
  type: string;
  id?: string | number | null;
  label: string;
}

export interface AuditEntry {
  companyId: number;
  actor: { userId: number; name: string } | null;
  action: AuditAction;
  target: AuditTarget;
  details?: AuditDetails;
  ip: string | null;
  userAgent: string | null;
}

/** The parts of a request an entry reads: who calls, from where, with what. */
export interface AuditRequest {
  auth: AuthUser | null;
  ip: string;
  headers: { "user-agent"?: string };
}

/** Names of values that are never written to the log, whatever a caller passes. */
const SECRET_NAME = /password|secret|token|hash|otp|cookie|credential|recovery/i;

/** The details without secrets, texts cut to 200 characters. */
export function auditDetails(details: AuditDetails = {}): AuditDetails {
  return Object.fromEntries(
    Object.entries(details)
      .filter(([name]) => !SECRET_NAME.test(name))
      .map(([name, value]) => [name, typeof value === "string" ? value.slice(0, 200) : value]),
  );
}

const insertEntry = (executor: DbExecutor, entry: AuditEntry) =>
  executor.insert(auditEvents).values({
    companyId: entry.companyId,
    actorUserId: entry.actor?.userId ?? null,
    actorName: entry.actor?.name ?? null,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id == null ? null : String(entry.target.id),
    targetLabel: entry.target.label.slice(0, 200),
    details: auditDetails(entry.details),
    ip: entry.ip,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
  });

/**
 * The one way modules write the audit log. Without a transaction a failed write is logged and swallowed: the action
 * itself has happened and is answered as such. Given the action's transaction (`tx`), the entry is written in it and
 * a failed write fails the action: the two commit together or not at all.
 */
export function createAuditRecorder(db: DbExecutor, log: FastifyBaseLogger) {
  async function record(entry: AuditEntry, tx?: DbExecutor): Promise<void> {
    if (tx) {
      await insertEntry(tx, entry);
      return;
    }
    try {
      await insertEntry(db, entry);
    } catch (error) {
      log.error({ err: error, action: entry.action }, "audit entry not written");
    }
  }

  return {
    record,
    /** Records an action of the request's signed-in caller (a session or an API key); nothing without a caller. */
    async recordRequest(
      request: AuditRequest,
      action: AuditAction,
      target: AuditTarget,
      details?: AuditDetails,
      tx?: DbExecutor,
    ): Promise<void> {
      const user = request.auth;
      if (!user) return;
      await record(
        {
          companyId: user.companyId,
          actor: { userId: user.userId, name: user.name },
          action,
          target,
          details: user.apiKeyId === undefined ? details : { ...details, apiKeyId: user.apiKeyId },
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        },
        tx,
      );
    },
  };
}

export type AuditRecorder = ReturnType<typeof createAuditRecorder>;
