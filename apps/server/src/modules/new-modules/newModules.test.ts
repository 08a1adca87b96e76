import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { NEW_MODULE_DAYS, RELEASED_MODULES, seedNewModules } from "./newModuleRepository.js";
import { newModules } from "./newModules.tables.js";

const QUERY = `query { newModules { isSuccessful data { path newUntil } } }`;

describe("new-module check", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("marks the released modules new for 90 days from the first start", async () => {
    const cookie = await t.loginAs([]);
    const result = await t.graphql<{ newModules: { data: { path: string; newUntil: string }[] } }>(
      cookie,
      QUERY,
    );
    const rows = result.data?.newModules.data ?? [];
    expect(rows.map((row) => row.path).sort()).toEqual([...RELEASED_MODULES].sort());
    for (const row of rows) {
      const daysLeft = (new Date(row.newUntil).getTime() - Date.now()) / 86_400_000;
      expect(daysLeft).toBeGreaterThan(NEW_MODULE_DAYS - 1);
      expect(daysLeft).toBeLessThanOrEqual(NEW_MODULE_DAYS);
    }
  });

  it("a later start keeps the first date; a module past its date is no longer new", async () => {
    await seedNewModules(t.database.db, new Date(Date.now() + 365 * 86_400_000));
    await t.database.db
      .insert(newModules)
      .values({ path: "/report/", newUntil: new Date(Date.now() - 1000) });
    const cookie = await t.loginAs([]);
    const result = await t.graphql<{ newModules: { data: { path: string; newUntil: string }[] } }>(
      cookie,
      QUERY,
    );
    const rows = result.data?.newModules.data ?? [];
    expect(rows.map((row) => row.path)).not.toContain("/report/");
    for (const row of rows)
      expect(new Date(row.newUntil).getTime()).toBeLessThan(Date.now() + 91 * 86_400_000);
  });

  it("needs a session", async () => {
    const result = await t.graphql(null, QUERY);
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
