import {
  adminChangeRefusal,
  type CompanyUsersFilter,
  createUserInputSchema,
  type Language,
  messageFor,
  SET_PASSWORD_LINK_TTL_MS,
  SET_PASSWORD_PATH,
  setPasswordInputSchema,
  USER_MANAGE_KEY,
  USER_READ_KEY,
  updateUserInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import type { AuditRecorder, AuditRequest } from "../audit/index.js";
import type { SessionClient } from "./accountAudit.js";
import type { AuthService } from "./authService.js";
import { hashPassword } from "./password.js";
import { replacePasswordLink, takePasswordLink } from "./passwordLinkRepository.js";
import { findRoleOfCompany, rolesOfCompany } from "./roleRepository.js";
import { deleteUserSessions } from "./sessionRepository.js";
import { deleteTwoFactor } from "./twoFactorRepository.js";
import {
  type CompanyUser,
  type CompanyUserFields,
  countActiveAdmins,
  findCompanyUser,
  insertCompanyUser,
  listCompanyUsers,
  lockCompanyUsers,
  updateCompanyUser,
} from "./userAccountRepository.js";
import { findUserByEmail } from "./userRepository.js";

export interface UserAccountServiceOptions {
  /** the origin of the set-password links */
  publicUrl: string;
  auth: AuthService;
  audit: AuditRecorder;
  /** told the token hashes of sessions ended here: their sockets close on every instance */
  sessionsEnded?: (tokenHashes: string[]) => void;
  now?: () => Date;
}

/** A request of a signed-in caller: who acts, and what the audit log records of it. */
export type CallerRequest = AuditRequest & { auth: AuthUser };

const target = (user: Pick<CompanyUser, "id" | "name">) => ({ type: "user", id: user.id, label: user.name });

/**
 * The company admin's user management (issue 39): the users page, new users with a one-time set-password link,
 * edits, deactivation, password and second-factor resets and other users' sessions. Every call is scoped to the
 * caller's company; an admin keeps their own standing and the company keeps an active admin (`adminChangeRefusal`).
 */
export function createUserAccountService(db: Db, options: UserAccountServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { audit, auth } = options;

  async function companyUser(executor: DbExecutor, caller: AuthUser, userId: number) {
    const user = await findCompanyUser(executor, caller.companyId, userId);
    if (!user) throw notFound();
    return user;
  }

  /** A new set-password link of the user, as a URL to hand over, and when it stops working. */
  async function passwordLink(executor: DbExecutor, userId: number) {
    const expiresOn = new Date(now().getTime() + SET_PASSWORD_LINK_TTL_MS);
    const token = await replacePasswordLink(executor, userId, expiresOn);
    return { setPasswordUrl: `${options.publicUrl}${SET_PASSWORD_PATH}?token=${token}`, expiresOn };
  }

  /** The company's role `roleId`; another company's or an unknown one is refused under the field, as SSO's is. */
  async function roleOf(caller: AuthUser, roleId: number, language: Language) {
    const role = await findRoleOfCompany(db, caller.companyId, roleId);
    if (role) return role;
    const issue = { field: "roleId", message: messageFor("RoleNotFound", language) };
    throw new AppError("ValidationError", 400, {}, { issues: [issue] });
  }

  /** Refuses an e-mail address another user holds, in whichever company (it is a login name). */
  async function refuseTakenEmail(email: string, userId?: number) {
    const holder = await findUserByEmail(db, email);
    if (holder && holder.id !== userId) throw new AppError("EmailTaken", 409);
  }

  /**
   * Runs a change of the user in one transaction with the company's users locked, refused when it takes away the
   * caller's own admin standing or the company's last active admin; answers the user as they were.
   */
  async function changeGuarded(
    caller: AuthUser,
    userId: number,
    willBeAdmin: (user: CompanyUser) => Promise<boolean> | boolean,
    change: (tx: DbExecutor, user: CompanyUser) => Promise<string[]>,
  ) {
    const { before, ended } = await db.transaction(async (tx) => {
      await lockCompanyUsers(tx, caller.companyId);
      const user = await companyUser(tx, caller, userId);
      const refusal = adminChangeRefusal({
        actorUserId: caller.userId,
        targetUserId: user.id,
        wasAdmin: user.isActive && user.isAdmin,
        willBeAdmin: await willBeAdmin(user),
        activeAdmins: await countActiveAdmins(tx, caller.companyId),
      });
      if (refusal) throw new AppError(refusal, 409);
      return { before: user, ended: await change(tx, user) };
    });
    if (ended.length > 0) options.sessionsEnded?.(ended);
    return before;
  }

  return {
    async list(caller: AuthUser, filter: CompanyUsersFilter) {
      requireKey(caller, USER_READ_KEY);
      return listCompanyUsers(db, caller.companyId, filter, now());
    },

    async roles(caller: AuthUser) {
      requireKey(caller, USER_READ_KEY);
      return rolesOfCompany(db, caller.companyId);
    },

    async create(request: CallerRequest, input: unknown, language: Language) {
      const caller = request.auth;
      requireKey(caller, USER_MANAGE_KEY);
      const fields = parseInput(createUserInputSchema, input, language);
      const role = await roleOf(caller, fields.roleId, language);
      await refuseTakenEmail(fields.email);
      const created = await db
        .transaction(async (tx) => {
          const id = await insertCompanyUser(tx, {
            companyId: caller.companyId,
            name: fields.name,
            email: fields.email,
            phoneNo: fields.phoneNo || null,
            roleId: role.id,
          });
          return { id, ...(await passwordLink(tx, id)) };
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error) !== null) throw new AppError("EmailTaken", 409);
          throw error;
        });
      await audit.recordRequest(
        request,
        "user.create",
        { type: "user", id: created.id, label: fields.name },
        { email: fields.email, phoneNo: fields.phoneNo || null, role: role.name },
      );
      return created;
    },

    async update(request: CallerRequest, input: unknown, language: Language) {
      const caller = request.auth;
      requireKey(caller, USER_MANAGE_KEY);
      const fields = parseInput(updateUserInputSchema, input, language);
      const role = fields.roleId === undefined ? null : await roleOf(caller, fields.roleId, language);
      if (fields.email) await refuseTakenEmail(fields.email, fields.userId);
      const changes: CompanyUserFields = {
        ...(fields.name === undefined ? {} : { name: fields.name }),
        ...(fields.email === undefined ? {} : { email: fields.email || null }),
        ...(fields.phoneNo === undefined ? {} : { phoneNo: fields.phoneNo || null }),
        ...(role ? { roleId: role.id } : {}),
      };
      const before = await changeGuarded(
        caller,
        fields.userId,
        (user) => user.isActive && (role ? role.isAdmin : user.isAdmin),
        async (tx) => {
          await updateCompanyUser(tx, caller.companyId, fields.userId, changes).catch((error: unknown) => {
            if (uniqueViolation(error) !== null) throw new AppError("EmailTaken", 409);
            throw error;
          });
          return [];
        },
      );
      // old → new of each field that changed, by its name (no secrets among them)
      const shown = {
        name: before.name,
        email: before.email,
        phoneNo: before.phoneNo,
        role: before.roleName,
      };
      const after = { ...shown, ...changes, role: role ? role.name : before.roleName };
      const details = Object.fromEntries(
        (Object.keys(shown) as (keyof typeof shown)[])
          .filter((field) => (after[field] ?? null) !== (shown[field] ?? null))
          .map((field) => [field, `${shown[field] ?? "—"} → ${after[field] ?? "—"}`]),
      );
      await audit.recordRequest(request, "user.update", target({ ...before, name: after.name }), details);
    },

    /** Deactivates (every session ends at once, sign-in refused) or reactivates a user. */
    async setActive(request: CallerRequest, userId: number, active: boolean) {
      const caller = request.auth;
      requireKey(caller, USER_MANAGE_KEY);
      const before = await changeGuarded(
        caller,
        userId,
        (user) => active && user.isAdmin,
        async (tx) => {
          await updateCompanyUser(tx, caller.companyId, userId, { isActive: active });
          return active ? [] : deleteUserSessions(tx, userId);
        },
      );
      if (before.isActive !== active) {
        await audit.recordRequest(request, active ? "user.reactivate" : "user.deactivate", target(before));
      }
    },

    /** The user's password stops working and their sessions end; answers a new set-password link. */
    async resetPassword(request: CallerRequest, userId: number) {
      const caller = request.auth;
      requireKey(caller, USER_MANAGE_KEY);
      const user = await companyUser(db, caller, userId);
      const { link, ended } = await db.transaction(async (tx) => {
        await updateCompanyUser(tx, caller.companyId, userId, { passwordHash: "!" });
        return { ended: await deleteUserSessions(tx, userId), link: await passwordLink(tx, userId) };
      });
      if (ended.length > 0) options.sessionsEnded?.(ended);
      await audit.recordRequest(request, "user.password_reset", target(user), { sessions: ended.length });
      return link;
    },

    /** Turns the user's authenticator app and recovery codes off (a lost phone); they enrol again if required. */
    async resetTwoFactor(request: CallerRequest, userId: number) {
      const caller = request.auth;
      requireKey(caller, USER_MANAGE_KEY);
      const user = await companyUser(db, caller, userId);
      if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotOn", 409);
      await db.transaction(async (tx) => {
        await deleteTwoFactor(tx, userId);
        await audit.recordRequest(request, "user.two_factor_reset", target(user), undefined, tx);
      });
    },

    /** The user's live sessions; the caller's own marked current. */
    async sessions(caller: AuthUser, callerToken: string, userId: number) {
      requireKey(caller, USER_MANAGE_KEY);
      await companyUser(db, caller, userId);
      return auth.sessions(userId, callerToken);
    },

    /** Ends one session of the user, or (`sessionId` null) every one but the caller's own; returns how many. */
    async endSessions(request: CallerRequest, callerToken: string, userId: number, sessionId: number | null) {
      const caller = request.auth;
      requireKey(caller, USER_MANAGE_KEY);
      const user = await companyUser(db, caller, userId);
      let ended: number;
      if (sessionId === null) ended = await auth.endOtherSessions(userId, callerToken);
      else if (await auth.endSession(userId, sessionId)) ended = 1;
      else throw notFound();
      if (ended > 0) {
        await audit.recordRequest(
          request,
          "auth.session_ended",
          { type: "user", id: user.id, label: user.name },
          sessionId === null ? { sessions: ended } : { session: sessionId },
        );
      }
      return ended;
    },

    /** The user's side of a set-password link: the password is theirs, the link is used up. */
    async setPassword(input: unknown, client: SessionClient, language: Language) {
      const { token, password } = parseInput(setPasswordInputSchema, input, language);
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const owner = await takePasswordLink(tx, token, now());
        if (!owner) throw new AppError("SetPasswordLinkInvalid", 400);
        await updateCompanyUser(tx, owner.companyId, owner.id, { passwordHash });
        return owner;
      });
      await audit.record({
        companyId: user.companyId,
        actor: { userId: user.id, name: user.name },
        action: "user.password_set",
        target: target(user),
        ip: client.ip,
        userAgent: client.userAgent,
      });
    },
  };
}

export type UserAccountService = ReturnType<typeof createUserAccountService>;
