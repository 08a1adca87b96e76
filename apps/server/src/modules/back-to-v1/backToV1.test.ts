import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../../db/resultRows.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/company.tables.js";
import { backToV1Requests } from "./backToV1.tables.js";

const LEGACY = "https://v1.armada.id/";
const MUTATION = `mutation ($input: BackToVsmsV1Input!) {
  backToVsmsV1(input: $input) { isSuccessful message errorName } }`;
const IDENTITY = "query { identity { data { legacyAppUrl } } }";

describe("back to version 1.0", () => {
  let t: TestApp;
  let hidden: TestApp;
  let off: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LEGACY_APP_URL: LEGACY });
    const lainId = (await t.database.db.select().from(companies)).find((row) => row.name === "PT Lain")?.id;
    hidden = await startTestApp(
      { LEGACY_APP_URL: LEGACY, LEGACY_APP_HIDDEN_COMPANY_IDS: `${lainId}` },
      { database: t.database },
    );
    off = await startTestApp({}, { database: t.database });
  });
  afterAll(async () => {
    await off.close();
    await hidden.close();
    await t.close();
  });

  it("records the reason with the user and answers the old app's address", async () => {
    const admin = await t.login("admin");
    expect((await t.graphql(admin, IDENTITY)).data).toEqual({ identity: { data: { legacyAppUrl: LEGACY } } });
    const result = await t.graphql(admin, MUTATION, { input: { message: "Data tidak update" } });
    expect(result.data).toEqual({ backToVsmsV1: { isSuccessful: true, message: LEGACY, errorName: null } });
    const rows = await t.database.db.select().from(backToV1Requests);
    expect(rows.map((row) => row.message)).toEqual(["Data tidak update"]);
    const empty = await t.graphql<{ backToVsmsV1: { isSuccessful: boolean; errorName: string } }>(
      admin,
      MUTATION,
      {
        input: { message: "  " },
      },
    );
    expect(empty.data?.backToVsmsV1).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("is not offered without the key, for a hidden company, or without LEGACY_APP_URL", async () => {
    const withoutKey = await t.loginAs(["system_notification:read"]);
    expect((await t.graphql(withoutKey, IDENTITY)).data).toEqual({
      identity: { data: { legacyAppUrl: null } },
    });
    expect(
      (await t.graphql(withoutKey, MUTATION, { input: { message: "x" } })).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    const lain = await hidden.login("lain");
    expect((await hidden.graphql(lain, IDENTITY)).data).toEqual({
      identity: { data: { legacyAppUrl: null } },
    });
    expect(
      (await hidden.graphql(lain, MUTATION, { input: { message: "x" } })).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    const adminOff = await off.login("admin");
    expect((await off.graphql(adminOff, IDENTITY)).data).toEqual({
      identity: { data: { legacyAppUrl: null } },
    });
    const count = resultRows<{ count: number }>(
      await t.database.db.execute("select count(*)::int as count from back_to_v1_requests"),
    )[0]?.count;
    expect(count).toBe(1);
  });
});
