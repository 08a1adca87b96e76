import { CUSTOM_BRAND_COMPANY_ID } from "@armada/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/company.tables.js";
import { referrals } from "./referrals.tables.js";

const PROGRAM = `query { referralProgram { isSuccessful errorName data {
  code link referrals { referralId companyName contactName phoneNo status statusUpdatedOn } } } }`;
const REFER = `mutation ($input: ReferCompanyInput!) {
  referCompany(input: $input) { isSuccessful errorName message data { referralId phoneNo status } } }`;

interface Program {
  referralProgram: {
    isSuccessful: boolean;
    data: {
      code: string;
      link: string;
      referrals: { referralId: number; companyName: string; phoneNo: string; status: string }[];
    } | null;
  };
}
interface Refer {
  referCompany: {
    isSuccessful: boolean;
    errorName: string | null;
    message: string;
    data: { referralId: number; phoneNo: string; status: string } | null;
  };
}

describe("referral program", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: "https://armada.example.id" });
    admin = await t.login("admin");
    lain = await t.login("lain");
    staff = await t.login("console");
  });
  afterAll(() => t.close());

  it("gives each company its own stable code and a link to share", async () => {
    const first = (await t.graphql<Program>(admin, PROGRAM)).data?.referralProgram.data;
    const again = (await t.graphql<Program>(admin, PROGRAM)).data?.referralProgram.data;
    const other = (await t.graphql<Program>(lain, PROGRAM)).data?.referralProgram.data;
    expect(first?.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(again?.code).toBe(first?.code);
    expect(other?.code).not.toBe(first?.code);
    expect(first?.link).toBe(`https://armada.example.id/referral/${first?.code}`);
    expect(first?.referrals).toEqual([]);
  });

  it("records a referred company with its number in E.164 and lists it only to its own company", async () => {
    const result = await t.graphql<Refer>(admin, REFER, {
      input: { companyName: "PT Maju Jaya", contactName: "Budi Santoso", phoneNo: "0812-1111-2222" },
    });
    expect(result.data?.referCompany).toMatchObject({
      isSuccessful: true,
      data: { phoneNo: "+6281211112222", status: "submitted" },
    });
    const mine = (await t.graphql<Program>(admin, PROGRAM)).data?.referralProgram.data?.referrals;
    expect(mine?.map((row) => row.companyName)).toEqual(["PT Maju Jaya"]);
    const theirs = (await t.graphql<Program>(lain, PROGRAM)).data?.referralProgram.data?.referrals;
    expect(theirs).toEqual([]);
  });

  it("refuses an invalid number and a number already referred by anyone", async () => {
    const invalid = await t.graphql<Refer>(admin, REFER, {
      input: { companyName: "PT Salah", contactName: "Ani", phoneNo: "12345" },
    });
    expect(invalid.data?.referCompany).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const twice = await t.graphql<Refer>(
      lain,
      REFER,
      { input: { companyName: "PT Maju", contactName: "Budi", phoneNo: "+62 812 1111 2222" } },
      { "accept-language": "id" },
    );
    expect(twice.data?.referCompany).toMatchObject({
      isSuccessful: false,
      errorName: "AlreadyReferred",
      message: "Perusahaan dengan nomor ini sudah direferensikan.",
    });
  });

  it("needs referal_program:read and is never open to company 1449", async () => {
    const without = await t.loginAs(["system_notification:read"]);
    expect((await t.graphql(without, PROGRAM)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const refused = await t.graphql(without, REFER, {
      input: { companyName: "PT X", contactName: "Ani", phoneNo: "081233334444" },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    await t.database.db.insert(companies).values({ id: CUSTOM_BRAND_COMPANY_ID, name: "PT Merek Sendiri" });
    const branded = await t.loginAs(["referal_program:read"], "PT Merek Sendiri");
    expect((await t.graphql(branded, PROGRAM)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.graphql(null, PROGRAM)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await t.database.db.select().from(referrals)).toHaveLength(1);
  });

  it("lets the console's staff list every referral and change its status, which the company then sees", async () => {
    await t.graphql<Refer>(lain, REFER, {
      input: { companyName: "CV Sejahtera", contactName: "Sari", phoneNo: "081355556666" },
    });
    const list = await t.rest(staff, "GET", "/api/console/referrals");
    expect(list.body.data.metadata.total_count).toBe(2);
    const [newest, oldest] = list.body.data.paginated_result;
    expect(newest).toMatchObject({ companyName: "CV Sejahtera", referrerCompany: "PT Lain" });
    expect(oldest).toMatchObject({ companyName: "PT Maju Jaya", referrerCompany: "PT Armada Demo" });
    expect(oldest.referrerUser).toBe("Admin Armada");

    const changed = await t.rest(staff, "PATCH", `/api/console/referrals/${oldest.referralId}`, {
      status: "joined",
    });
    expect(changed.body.data.status).toBe("joined");
    const mine = (await t.graphql<Program>(admin, PROGRAM)).data?.referralProgram.data?.referrals;
    expect(mine?.[0]).toMatchObject({ status: "joined" });

    const joined = await t.rest(staff, "GET", "/api/console/referrals?status=joined");
    expect(joined.body.data.paginated_result.map((row: { companyName: string }) => row.companyName)).toEqual([
      "PT Maju Jaya",
    ]);
    expect((await t.rest(staff, "PATCH", "/api/console/referrals/999999", { status: "joined" })).status).toBe(
      404,
    );
    expect(
      (await t.rest(staff, "PATCH", `/api/console/referrals/${oldest.referralId}`, { status: "paid" }))
        .status,
    ).toBe(400);
  });

  it("keeps the console's referral calls from company users", async () => {
    expect((await t.rest(admin, "GET", "/api/console/referrals")).status).toBe(403);
    const [row] = await t.database.db.select().from(referrals);
    expect(
      (await t.rest(lain, "PATCH", `/api/console/referrals/${row?.referralId}`, { status: "declined" }))
        .status,
    ).toBe(403);
    const [after] = await t.database.db.select().from(referrals);
    expect(after?.status).toBe(row?.status);
  });

  it("lets a prospect leave its contact through the referral link, without a login, for the referring company", async () => {
    const code = (await t.graphql<Program>(lain, PROGRAM)).data?.referralProgram.data?.code ?? "";
    const page = await t.rest(null, "GET", `/api/referral/${code.toLowerCase()}`);
    expect(page.body.data).toEqual({ companyName: "PT Lain" });
    expect((await t.rest(null, "GET", "/api/referral/ZZZZZZZZ")).status).toBe(404);
    expect((await t.rest(null, "GET", "/api/referral/bad")).status).toBe(400);

    const sent = await t.rest(null, "POST", `/api/referral/${code}`, {
      companyName: "PT Dari Tautan",
      contactName: "Rina",
      phoneNo: "081377778888",
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: "submitted" });
    expect(sent.body.data.phoneNo).toBeUndefined();
    const theirs = (await t.graphql<Program>(lain, PROGRAM)).data?.referralProgram.data?.referrals;
    expect(theirs?.[0]).toMatchObject({ companyName: "PT Dari Tautan", phoneNo: "+6281377778888" });
    expect((await t.rest(null, "POST", `/api/referral/${code}`, { companyName: "PT X" })).status).toBe(400);
  });

  it("takes at most 20 posts a minute through referral links, however many addresses send them", async () => {
    const code = (await t.graphql<Program>(lain, PROGRAM)).data?.referralProgram.data?.code ?? "";
    const statuses: number[] = [];
    for (let index = 0; index < 25; index++) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/referral/${code}`,
        remoteAddress: `198.51.100.${index + 1}`,
        headers: { [CLIENT_HEADER]: "web" },
        payload: {
          companyName: `PT Banjir ${index}`,
          contactName: "Bot",
          phoneNo: `0813555500${10 + index}`,
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
    // the page itself still opens
    const page = await t.app.inject({
      method: "GET",
      url: `/api/referral/${code}`,
      remoteAddress: "198.51.100.99",
    });
    expect(page.statusCode).toBe(200);
  });
});
