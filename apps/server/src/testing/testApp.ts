import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { Database } from "../db/database.js";
import { CLIENT_HEADER } from "../http/securityPlugin.js";
import { roles, users } from "../modules/auth/auth.tables.js";
import { SESSION_COOKIE } from "../modules/auth/authPlugin.js";
import { hashPassword } from "../modules/auth/password.js";
import { companies } from "../modules/company/company.tables.js";
import type { ConnectionBudget } from "../modules/ingest/deviceConnectionLimiter.js";
import type { ArrivalWorker } from "../modules/temporary-live-view/arrival/arrivalWorker.js";
import { DEMO_PASSWORD, seedDemoData, seedReferenceData } from "../seed/seed.js";
import { openTestDatabase } from "./testDatabase.js";

type Services = Awaited<ReturnType<typeof buildApp>>["services"];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  arrivalWorker: ArrivalWorker;
  /** the server's connection budget (a test listening on real ports hands its device share to startIngest) */
  connectionBudget: ConnectionBudget;
  /** waits for the background passes under way (the start-up reminder, fuel and generation passes) to finish */
  jobsSettled(): Promise<void>;
  login(username: string, password?: string): Promise<string>;
  /** A user of the demo company (or `companyName`) holding exactly `accessKeys`; returns a session cookie. */
  loginAs(accessKeys: readonly string[], companyName?: string): Promise<string>;
  graphql<T = Record<string, unknown>>(
    cookie: string | null,
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  /** A REST call as the web client makes it; the answer's status and JSON body. */
  rest(
    cookie: string | null,
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ): Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
  close(): Promise<void>;
}

export interface TestAppOptions extends AppOptions {
  /**
   * another instance over this (seeded) database: the caller closes the database after every instance; give both
   * instances one `bus`, as instances share one NATS
   */
  database?: Database;
}

/** A fresh database with the reference and demo data, for instances that outlive one another (the caller closes it). */
export async function openSeededTestDatabase() {
  const database = await openTestDatabase();
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  return database;
}

/** The real application over a fresh seeded database, driven through HTTP injection. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.database ?? (await openSeededTestDatabase());
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const { database: _shared, ...appOptions } = options;
  const { app, services, arrivalWorker, connectionBudget, jobsSettled } = await buildApp(
    config,
    database,
    appOptions,
  );
  await app.ready();

  const testApp: TestApp = {
    app,
    database,
    services,
    arrivalWorker,
    connectionBudget,
    jobsSettled,
    async login(username, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { [CLIENT_HEADER]: "web" },
        payload: { username, password },
      });
      const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
      if (response.statusCode !== 200 || !cookie)
        throw new Error(`login of ${username} failed: ${response.body}`);
      return `${SESSION_COOKIE}=${cookie.value}`;
    },
    async loginAs(accessKeys, companyName = "PT Armada Demo") {
      const username = `user-${randomBytes(4).toString("hex")}`;
      const [company] = await database.db.select().from(companies).where(eq(companies.name, companyName));
      if (!company) throw new Error(`no company ${companyName}`);
      const [role] = await database.db
        .insert(roles)
        .values({ companyId: company.id, name: username, accessKeys: [...accessKeys] })
        .returning();
      await database.db.insert(users).values({
        companyId: company.id,
        roleId: role?.id,
        username,
        name: username,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      });
      return testApp.login(username);
    },
    async graphql(cookie, query, variables, headers = {}) {
      const response = await app.inject({
        method: "POST",
        url: "/graphql",
        headers: { [CLIENT_HEADER]: "web", ...(cookie ? { cookie } : {}), ...headers },
        payload: { query, variables },
      });
      return response.json();
    },
    async rest(cookie, method, url, payload) {
      const response = await app.inject({
        method,
        url,
        headers: { [CLIENT_HEADER]: "web", ...(cookie ? { cookie } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
  return testApp;
}
