import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/company.tables.js";

const IMAGE = "/api/uploads/0b6a3c1e-4f0e-4c63-9a57-2f0f5c3d2a11.png";

describe("banners and feedback", () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let lain: string;
  let lainId: number;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.login("console");
    admin = await t.login("admin");
    lain = await t.login("lain");
    lainId = (await t.database.db.select().from(companies)).find((row) => row.name === "PT Lain")?.id ?? 0;
  });
  afterAll(() => t.close());

  it("answers the newest banner for the caller's company, the domain's, and the fallback for everyone", async () => {
    expect((await t.rest(admin, "GET", "/api/banner-active/company")).body.data).toEqual([]);
    await t.rest(staff, "POST", "/api/console/banner", {
      title: "Untuk semua",
      imageUrl: IMAGE,
      dayShow: [1, 3],
    });
    const forLain = await t.rest(staff, "POST", "/api/console/banner", {
      title: "PT Lain",
      imageUrl: IMAGE,
      dayShow: [5],
      companyIds: [lainId],
    });
    expect(forLain.status).toBe(200);
    await t.rest(staff, "POST", "/api/console/banner", {
      title: "Domain",
      imageUrl: IMAGE,
      dayShow: [0],
      domain: "armada.mitra.id",
    });
    expect((await t.rest(admin, "GET", "/api/banner-active/company")).body.data[0]).toMatchObject({
      title: "Untuk semua",
      day_show: [1, 3],
    });
    expect(
      (await t.rest(lain, "GET", "/api/banner-active/company?domain=localhost")).body.data[0].title,
    ).toBe("PT Lain");
    expect(
      (await t.rest(admin, "GET", "/api/banner-active/company?domain=ARMADA.mitra.id")).body.data[0].title,
    ).toBe("Domain");
    expect((await t.rest(lain, "GET", "/api/banner-active")).body.data[0].title).toBe("Untuk semua");
    expect((await t.rest(null, "GET", "/api/banner-active")).status).toBe(401);
  });

  it("keeps banner writing to the console's staff and checks the input", async () => {
    const refused = await t.rest(admin, "POST", "/api/console/banner", {
      title: "x",
      imageUrl: IMAGE,
      dayShow: [1],
    });
    expect(refused.status).toBe(403);
    expect((await t.rest(lain, "GET", "/api/console/banner")).status).toBe(403);
    const invalid = await t.rest(staff, "POST", "/api/console/banner", {
      title: "x",
      imageUrl: IMAGE,
      dayShow: [9],
    });
    expect(invalid.status).toBe(400);
    const list = await t.rest(staff, "GET", "/api/console/banner");
    const id = list.body.data[0].banner_id as number;
    expect((await t.rest(staff, "DELETE", `/api/console/banner/${id}`)).status).toBe(200);
    expect((await t.rest(staff, "DELETE", `/api/console/banner/${id}`)).status).toBe(404);
  });

  it("shows a banner aimed at chosen companies to those companies only", async () => {
    const demoId =
      (await t.database.db.select().from(companies)).find((row) => row.name === "PT Armada Demo")?.id ?? 0;
    const both = await t.rest(staff, "POST", "/api/console/banner", {
      title: "Untuk dua",
      imageUrl: IMAGE,
      dayShow: [2],
      companyIds: [demoId, lainId],
    });
    expect(both.body.data.company_ids).toEqual([demoId, lainId]);
    expect((await t.rest(lain, "GET", "/api/banner-active/company")).body.data[0].title).toBe("Untuk dua");
    await t.rest(staff, "POST", "/api/console/banner", {
      title: "Hanya demo",
      imageUrl: IMAGE,
      dayShow: [2],
      companyIds: [demoId],
    });
    expect((await t.rest(admin, "GET", "/api/banner-active/company")).body.data[0].title).toBe("Hanya demo");
    expect((await t.rest(lain, "GET", "/api/banner-active/company")).body.data[0].title).toBe("Untuk dua");
    // the fallback is for banners aimed at everyone only
    expect((await t.rest(lain, "GET", "/api/banner-active")).body.data[0].title).toBe("Untuk semua");
    const none = await t.rest(staff, "POST", "/api/console/banner", {
      title: "x",
      imageUrl: IMAGE,
      dayShow: [2],
      companyIds: [],
    });
    expect(none.status).toBe(400);
  });

  it("records one feedback per user and month; the status says it was given; the console sums it per company", async () => {
    expect((await t.rest(admin, "GET", "/api/feedback-status")).body.data.status).toBe(false);
    expect((await t.rest(admin, "POST", "/api/feedback", { point: 0 })).status).toBe(400);
    const first = await t.rest(admin, "POST", "/api/feedback", { point: 2, comment: "Peta lambat" });
    expect(first.status).toBe(200);
    await t.rest(admin, "POST", "/api/feedback", { point: 4, comment: "Sudah lebih cepat" });
    expect((await t.rest(admin, "GET", "/api/feedback-status")).body.data.status).toBe(true);
    expect((await t.rest(lain, "GET", "/api/feedback-status")).body.data.status).toBe(false);
    await t.rest(lain, "POST", "/api/feedback", {});

    const report = await t.rest(staff, "GET", "/api/console/feedback");
    const demo = report.body.data.companies.find(
      (row: { company_name: string }) => row.company_name === "PT Armada Demo",
    );
    expect(demo).toMatchObject({ count: 1, average: 4 });
    expect(demo.feedbacks[0]).toMatchObject({
      user_name: "Admin Armada",
      point: 4,
      comment: "Sudah lebih cepat",
    });
    const other = report.body.data.companies.find(
      (row: { company_name: string }) => row.company_name === "PT Lain",
    );
    expect(other).toMatchObject({ count: 1, average: 5 });
    expect((await t.rest(staff, "GET", "/api/console/feedback?period=2020-01")).body.data.companies).toEqual(
      [],
    );
    expect((await t.rest(admin, "GET", "/api/console/feedback")).status).toBe(403);
  });

  it("needs customer-wish-feedback:create for feedback", async () => {
    const without = await t.loginAs(["system_notification:read"]);
    expect((await t.rest(without, "GET", "/api/feedback-status")).status).toBe(403);
    expect((await t.rest(without, "POST", "/api/feedback", { point: 5 })).status).toBe(403);
  });
});
