import { USER_MANAGE_KEY, USER_READ_KEY } from "@armada/domain";
import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SessionsEndedEvent, topics } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { auditEvents } from "../audit/audit.tables.js";
import { roles, users, userTotp } from "./auth.tables.js";

const LIST = `query ($filter: CompanyUsersFilter) { companyUsers(filter: $filter) { isSuccessful errorName
  data { id name email roleName isAdmin isActive twoFactorEnabled lastSignInOn activeSessions } pagination { total page show } } }`;
const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { isSuccessful errorName message
  data { userId setPasswordUrl expiresOn } } }`;
const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { isSuccessful errorName message } }`;
const SET_ACTIVE = `mutation ($input: SetUserActiveInput!) { setUserActive(input: $input) { isSuccessful errorName message } }`;
const RESET_PASSWORD = `mutation ($input: UserIdInput!) { resetUserPassword(input: $input) { isSuccessful errorName data { setPasswordUrl } } }`;
const RESET_TWO_FACTOR = `mutation ($input: UserIdInput!) { resetUserTwoFactor(input: $input) { isSuccessful errorName } }`;
const SESSIONS = `query ($input: UserIdInput!) { userSessions(input: $input) { isSuccessful errorName data { id ip isCurrent } } }`;
const END = `mutation ($input: EndUserSessionInput!) { endUserSessions(input: $input) { isSuccessful errorName data } }`;
const IDENTITY = "query { identity { isSuccessful data { userId } } }";

interface Envelope {
  isSuccessful: boolean;
  errorName?: string | null;
  message?: string;
  data?: unknown;
}

describe("user management (issue 39)", () => {
  let t: TestApp;
  /** a second instance over the same database and bus, as two servers behind one load balancer */
  let second: TestApp;
  let admin: string;
  let adminRoleId: number;
  let operatorRoleId: number;

  beforeAll(async () => {
    t = await startTestApp();
    second = await startTestApp({}, { database: t.database, bus: t.services.bus });
    admin = await t.login("admin");
    const [me] = await t.database.db.select().from(users).where(eq(users.username, "admin"));
    adminRoleId = me?.roleId ?? 0;
    const [operator] = await t.database.db.select().from(roles).where(eq(roles.name, "Operator"));
    operatorRoleId = operator?.id ?? 0;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const call = async (cookie: string, query: string, input: Record<string, unknown>, app = t) => {
    const result = await app.graphql<Record<string, Envelope>>(cookie, query, { input });
    return Object.values(result.data ?? {})[0] as Envelope;
  };
  const list = async (cookie: string, filter: Record<string, unknown> = {}) => {
    const result = await t.graphql<{ companyUsers: Envelope & { pagination: { total: number } } }>(
      cookie,
      LIST,
      {
        filter,
      },
    );
    return result.data?.companyUsers;
  };
  const rows = async (cookie: string, filter: Record<string, unknown> = {}) =>
    (await list(cookie, filter))?.data as { id: number; name: string; email: string; isActive: boolean }[];
  /** A new user through the users page; answers their id and the token of their set-password link. */
  const createUser = async (name: string, email: string, roleId = operatorRoleId) => {
    const created = await call(admin, CREATE, { name, email, phoneNo: "0812-1111-2222", roleId });
    expect(created).toMatchObject({ isSuccessful: true });
    const data = created.data as { userId: number; setPasswordUrl: string };
    return { id: data.userId, token: new URL(data.setPasswordUrl).searchParams.get("token") ?? "" };
  };
  const setPassword = (token: string, password: string) =>
    t.rest(null, "POST", "/api/auth/set-password", { token, password });
  /** The audit entries about the user, newest first, without their own sign-ins. */
  const auditOf = (userId: number) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetType, "user"),
          eq(auditEvents.targetId, String(userId)),
          ne(auditEvents.action, "auth.sign_in"),
        ),
      )
      .orderBy(desc(auditEvents.id));

  it("creates a user who signs in only after choosing a password through the one-time link", async () => {
    const { id, token } = await createUser("Siti Rahma", "Siti.Rahma@Armada-Demo.id");
    await expect(t.login("siti.rahma@armada-demo.id")).rejects.toThrow(/InvalidCredentials/);

    expect((await setPassword(token, "pendek")).status).toBe(400);
    const set = await setPassword(token, "rahasia-siti-1");
    expect(set).toMatchObject({ status: 200, body: { isSuccessful: true } });
    const again = await setPassword(token, "rahasia-siti-2");
    expect(again).toMatchObject({ status: 400, body: { errorName: "SetPasswordLinkInvalid" } });

    const siti = await t.login("SITI.RAHMA@armada-demo.id", "rahasia-siti-1");
    const identity = await t.graphql<{ identity: { data: { userId: number } } }>(siti, IDENTITY);
    expect(identity.data?.identity.data.userId).toBe(id);
    const [shown] = (await rows(admin, { search: "siti rahma" })) as unknown as {
      roleName: string;
      lastSignInOn: string | null;
      activeSessions: number;
    }[];
    expect(shown).toMatchObject({ roleName: "Operator", activeSessions: 1 });
    expect(shown?.lastSignInOn).not.toBeNull();

    const entries = await auditOf(id);
    // the refused sign-in before the password was chosen is on record too
    expect(entries.map((entry) => entry.action)).toEqual([
      "user.password_set",
      "auth.sign_in_failed",
      "user.create",
    ]);
    expect(entries[2]?.details).toMatchObject({ email: "siti.rahma@armada-demo.id", role: "Operator" });
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it("refuses a taken e-mail in any letter case, a role of another company and invalid fields", async () => {
    const taken = await call(admin, CREATE, {
      name: "X",
      email: "ADMIN@armada-demo.id",
      roleId: operatorRoleId,
    });
    expect(taken).toMatchObject({ isSuccessful: false, errorName: "EmailTaken" });
    const [lainAdmin] = await t.database.db.select().from(users).where(eq(users.username, "lain"));
    const foreignRole = await call(admin, CREATE, {
      name: "X",
      email: "x@armada-demo.id",
      roleId: lainAdmin?.roleId ?? 999_999,
    });
    expect(foreignRole).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const invalid = await call(admin, CREATE, { name: " ", email: "bukan-email", phoneNo: "12", roleId: 1 });
    expect(invalid).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(await rows(admin, { search: "x@armada-demo.id" })).toEqual([]);
  });

  it("lists the company's own users a page at a time, by text and status", async () => {
    const page = await list(admin, { pagination: { page: 1, show: 2 } });
    expect(page?.data).toHaveLength(2);
    expect(page?.pagination.total).toBeGreaterThan(2);
    const lain = await t.login("lain");
    const names = (await rows(lain, { pagination: { page: 1, show: 100 } })).map((row) => row.name);
    expect(names).not.toContain("Admin Armada");
    expect(names.length).toBeGreaterThan(0);
    expect((await rows(admin, { status: "inactive" })).every((row) => !row.isActive)).toBe(true);
  });

  it("records an edit with the old and new values and refuses a taken e-mail", async () => {
    const { id } = await createUser("Budi", "budi@armada-demo.id");
    const edited = await call(admin, UPDATE, { userId: id, name: "Budi Santoso", roleId: adminRoleId });
    expect(edited).toMatchObject({ isSuccessful: true });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "user.update", targetLabel: "Budi Santoso" });
    expect(entry?.details).toEqual({ name: "Budi → Budi Santoso", role: "Operator → Administrator" });
    const taken = await call(admin, UPDATE, { userId: id, email: "operator@armada-demo.id" });
    expect(taken).toMatchObject({ isSuccessful: false, errorName: "EmailTaken" });
  });

  it("ends a deactivated user's sessions at once on every instance and refuses their sign-in", async () => {
    const { id, token } = await createUser("Dewi", "dewi@armada-demo.id");
    await setPassword(token, "rahasia-dewi-1");
    const onFirst = await t.login("dewi@armada-demo.id", "rahasia-dewi-1");
    const onSecond = await second.login("dewi@armada-demo.id", "rahasia-dewi-1");
    expect((await second.graphql(onSecond, IDENTITY)).data).toBeTruthy();
    const ended: string[][] = [];
    const stop = t.services.bus.subscribe<SessionsEndedEvent>(topics.sessionsEnded, ({ tokenHashes }) =>
      ended.push(tokenHashes),
    );

    expect(await call(admin, SET_ACTIVE, { userId: id, active: false })).toMatchObject({
      isSuccessful: true,
    });
    stop();
    expect(ended.flat()).toHaveLength(2);
    for (const [app, cookie] of [
      [t, onFirst],
      [second, onSecond],
    ] as const) {
      const refused = await app.graphql(cookie, IDENTITY);
      expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    await expect(t.login("dewi@armada-demo.id", "rahasia-dewi-1")).rejects.toThrow(/InvalidCredentials/);

    expect(await call(admin, SET_ACTIVE, { userId: id, active: true })).toMatchObject({ isSuccessful: true });
    await expect(t.login("dewi@armada-demo.id", "rahasia-dewi-1")).resolves.toContain("armada_session=");
    expect((await auditOf(id)).map((entry) => entry.action).slice(0, 2)).toEqual([
      "user.reactivate",
      "user.deactivate",
    ]);
  });

  it("never lets an admin deactivate or demote themself, nor the company lose its last active admin", async () => {
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));
    const self = me?.id ?? 0;
    expect(await call(admin, SET_ACTIVE, { userId: self, active: false })).toMatchObject({
      isSuccessful: false,
      errorName: "CannotRemoveOwnAdmin",
    });
    expect(await call(admin, UPDATE, { userId: self, roleId: operatorRoleId })).toMatchObject({
      isSuccessful: false,
      errorName: "CannotRemoveOwnAdmin",
    });

    // PT Lain has one admin: a second one, then both take each other away at the same moment
    const lain = await t.login("lain");
    const [lainAdmin] = await t.database.db.select().from(users).where(eq(users.username, "lain"));
    const other = await t.graphql<{ createUser: Envelope }>(lain, CREATE, {
      input: { name: "Admin Dua", email: "dua@ptlain.id", roleId: lainAdmin?.roleId },
    });
    const created = other.data?.createUser.data as { userId: number; setPasswordUrl: string };
    await setPassword(new URL(created.setPasswordUrl).searchParams.get("token") ?? "", "rahasia-dua-1");
    const dua = await t.login("dua@ptlain.id", "rahasia-dua-1");
    const results = await Promise.all([
      call(lain, SET_ACTIVE, { userId: created.userId, active: false }),
      call(dua, SET_ACTIVE, { userId: lainAdmin?.id, active: false }),
    ]);
    const refused = results.filter((result) => !result.isSuccessful);
    expect(results.filter((result) => result.isSuccessful)).toHaveLength(1);
    // the loser is either signed out already (its session ended with it) or refused as the last admin
    if (refused[0]?.errorName) expect(refused[0].errorName).toBe("LastActiveAdmin");
    const activeAdmins = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, lainAdmin?.companyId ?? 0), eq(users.isActive, true)));
    expect(activeAdmins.length).toBeGreaterThanOrEqual(1);
    // the survivor brings the other back, for the tests after this one
    const survivor = results[0]?.isSuccessful ? lain : dua;
    const loserId = results[0]?.isSuccessful ? created.userId : (lainAdmin?.id ?? 0);
    expect(await call(survivor, SET_ACTIVE, { userId: loserId, active: true })).toMatchObject({
      isSuccessful: true,
    });
  });

  it("resets a password: the old one stops working, sessions end, the new link works", async () => {
    const { id, token } = await createUser("Eko", "eko@armada-demo.id");
    await setPassword(token, "rahasia-eko-1");
    const eko = await t.login("eko@armada-demo.id", "rahasia-eko-1");
    const answered = await call(admin, RESET_PASSWORD, { userId: id });
    const link = (answered.data as { setPasswordUrl: string }).setPasswordUrl;
    expect((await t.graphql(eko, IDENTITY)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    await expect(t.login("eko@armada-demo.id", "rahasia-eko-1")).rejects.toThrow(/InvalidCredentials/);
    await setPassword(new URL(link).searchParams.get("token") ?? "", "rahasia-eko-2");
    await expect(t.login("eko@armada-demo.id", "rahasia-eko-2")).resolves.toContain("armada_session=");
    const reset = (await auditOf(id)).find((entry) => entry.action === "user.password_reset");
    expect(reset?.details).toEqual({ sessions: 1 });
  });

  it("resets a lost authenticator app after which the user signs in with the password alone", async () => {
    const { id, token } = await createUser("Fajar", "fajar@armada-demo.id");
    await setPassword(token, "rahasia-fajar-1");
    expect(await call(admin, RESET_TWO_FACTOR, { userId: id })).toMatchObject({
      errorName: "TwoFactorNotOn",
    });
    await t.database.db
      .insert(userTotp)
      .values({ userId: id, secret: "JBSWY3DPEHPK3PXP", enabledOn: new Date() });
    const challenged = await t.rest(null, "POST", "/api/auth/login", {
      username: "fajar@armada-demo.id",
      password: "rahasia-fajar-1",
    });
    expect(challenged.body.data).toMatchObject({ secondStep: "verify" });
    expect(await call(admin, RESET_TWO_FACTOR, { userId: id })).toMatchObject({ isSuccessful: true });
    await expect(t.login("fajar@armada-demo.id", "rahasia-fajar-1")).resolves.toContain("armada_session=");
    expect((await auditOf(id)).map((entry) => entry.action)).toContain("user.two_factor_reset");
  });

  it("shows an admin a user's sessions and ends one or all of them", async () => {
    const { id, token } = await createUser("Gita", "gita@armada-demo.id");
    await setPassword(token, "rahasia-gita-1");
    const first = await t.login("gita@armada-demo.id", "rahasia-gita-1");
    const other = await t.login("gita@armada-demo.id", "rahasia-gita-1");
    const sessions = (await call(admin, SESSIONS, { userId: id })).data as {
      id: number;
      isCurrent: boolean;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => !session.isCurrent)).toBe(true);

    const one = await call(admin, END, { userId: id, sessionId: sessions[0]?.id });
    expect(one).toMatchObject({ isSuccessful: true, data: 1 });
    const alive = await Promise.all([first, other].map((cookie) => t.graphql(cookie, IDENTITY)));
    expect(alive.filter((answer) => answer.errors).length).toBe(1);
    expect(await call(admin, END, { userId: id })).toMatchObject({ isSuccessful: true, data: 1 });
    expect((await call(admin, SESSIONS, { userId: id })).data).toEqual([]);
    expect(await call(admin, END, { userId: id, sessionId: sessions[0]?.id })).toMatchObject({
      errorName: "NotFound",
    });
    expect((await auditOf(id)).filter((entry) => entry.action === "auth.session_ended")).toHaveLength(2);
  });

  it("lets a reader list but not change users, and refuses everyone else", async () => {
    const reader = await t.loginAs([USER_READ_KEY]);
    expect(await list(reader)).toMatchObject({ isSuccessful: true });
    const denied = await t.graphql(reader, CREATE, {
      input: { name: "Y", email: "y@armada-demo.id", roleId: operatorRoleId },
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const nobody = await t.loginAs(["a1a-dashboard:read"]);
    expect((await t.graphql(nobody, LIST)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const manager = await t.loginAs([USER_MANAGE_KEY]);
    expect((await t.graphql(manager, LIST)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("answers NotFound for another company's user on every operation and changes nothing", async () => {
    const lain = await t.login("lain");
    const [target] = await t.database.db.select().from(users).where(eq(users.username, "operator"));
    const userId = target?.id ?? 0;
    for (const [query, input] of [
      [UPDATE, { userId, name: "Diambil alih" }],
      [SET_ACTIVE, { userId, active: false }],
      [RESET_PASSWORD, { userId }],
      [RESET_TWO_FACTOR, { userId }],
      [SESSIONS, { userId }],
      [END, { userId }],
    ] as const) {
      expect(await call(lain, query, input)).toMatchObject({ isSuccessful: false, errorName: "NotFound" });
    }
    const [after] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(after).toEqual(target);
  });
});
