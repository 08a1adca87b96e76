import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { users } from "../../auth/auth.tables.js";

const QUERY = `query ($filter: AlertRuleUserOptionsFilter) {
  alertRuleUserOptions(filter: $filter) { isSuccessful data { userId fullname email } pagination { total page show } }
}`;

interface Options {
  alertRuleUserOptions: {
    isSuccessful: boolean;
    data: { userId: number; fullname: string; email: string | null }[];
    pagination: { total: number; page: number; show: number };
  };
}

describe("alertRuleUserOptions", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
  });
  afterAll(() => t.close());

  const options = async (filter: Record<string, unknown>, cookie = admin) =>
    (await t.graphql<Options>(cookie, QUERY, { filter })).data?.alertRuleUserOptions;

  it("lists the company's active users who are not drivers, searchable and paged", async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.username, "operator"));
    const all = await options({ pagination: { page: 1, show: 100 } });
    const names = all?.data.map((user) => user.fullname) ?? [];
    expect(names).toContain("Admin Armada");
    expect(names).not.toContain("Operator Armada");
    expect(names).not.toContain("Budi Santoso");
    expect(names).not.toContain("Admin PT Lain");
    expect(all?.data.find((user) => user.fullname === "Admin Armada")?.email).toBe("admin@armada-demo.id");

    await t.database.db.update(users).set({ isActive: true }).where(eq(users.username, "operator"));
    const searched = await options({ search: "OPERATOR@armada" });
    expect(searched?.data.map((user) => user.fullname)).toEqual(["Operator Armada"]);

    const firstPage = await options({ pagination: { page: 1, show: 1 } });
    expect(firstPage?.data).toHaveLength(1);
    expect(firstPage?.pagination.total).toBeGreaterThanOrEqual(2);
    const secondPage = await options({ pagination: { page: 2, show: 1 } });
    expect(secondPage?.data[0]?.userId).not.toBe(firstPage?.data[0]?.userId);
  });

  it("needs the rule-setting key", async () => {
    const operator = await t.login("operator");
    const result = await t.graphql(operator, QUERY, { filter: {} });
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
