import { ALERT_CODES, ALERT_RULE_TEMPLATES } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { createTestVehicle } from "../../../testing/testFleet.js";
import { users } from "../../auth/auth.tables.js";
import type { AlertRuleChangeEvent } from "../alertEvents.js";
import { seedAlertCodes } from "../codes/alertCodeSeed.js";
import { companyIdOf } from "../testing/alertFixtures.js";

const RULE_FIELDS = `alertRuleId label companyId alertCode isActive maxThreshold minThreshold minThresholdTime
  withSchedule startTime endTime dayOfWeek withGeofence isInsideGeofence alertUrgencyType alertCountThreshold
  alertCountWindow autoPopup notifyContacts totalVehicles totalVgroups totalUsers userIsSubscribedToRule
  contactRecipients { label phoneNumber email userId user { fullname } }
  geofences { geofenceId fenceName } vehicles { id licensePlate } users { userId fullname }
  vgroups { id name totalVehicle } alert { alertCode descriptionIdn iconUrl alertCategories { categoryIdn } }`;

const CREATE = `mutation ($input: AlertRuleInput!) { createAlertRule(input: $input) { isSuccessful errorName message data { ${RULE_FIELDS} } } }`;

interface RuleView {
  alertRuleId: number;
  label: string;
  isActive: boolean;
  totalVehicles: number;
  totalUsers: number;
  userIsSubscribedToRule: boolean;
  [key: string]: unknown;
}

describe("alert codes and alert rules", () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;
  const changes: AlertRuleChangeEvent[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    vehicleId = (
      await createTestVehicle(t.database.db, {
        companyName: "PT Armada Demo",
        imei: "864717003290001",
        licensePlate: "B 9001 AR",
      })
    ).vehicleId;
    t.services.bus.subscribe<AlertRuleChangeEvent>(topics.allAlertRuleChanges, (event) =>
      changes.push(event),
    );
  });
  afterAll(() => t.close());

  const create = async (input: Record<string, unknown>, cookie = admin) =>
    (
      await t.graphql<{
        createAlertRule: { isSuccessful: boolean; errorName: string | null; message: string; data: RuleView };
      }>(cookie, CREATE, { input })
    ).data?.createAlertRule;

  it("seeds the catalogue idempotently and pages it with actualTotal", async () => {
    await seedAlertCodes(t.database.db);
    const result = await t.graphql<{
      alertCodesPaginated: {
        data: { alertCode: number; enabledInRule: boolean; alertCategories: { categoryEng: string }[] }[];
        pagination: { total: number; actualTotal: number; show: number };
      };
    }>(
      admin,
      `query { alertCodesPaginated(filter: { enabledInRule: false, pagination: { page: 1, show: 5 } }) {
        isSuccessful data { alertCode enabledInRule alertCategories { categoryEng } } pagination { total page show actualTotal } } }`,
    );
    const page = result.data?.alertCodesPaginated;
    // every code is offered in the rule form, the fleet-order codes 137-143 too
    expect(page?.pagination).toMatchObject({ total: 0, show: 5, actualTotal: ALERT_CODES.length });
    expect(page?.data).toEqual([]);
    const search = await t.graphql<{ alertCodesPaginated: { data: { alertCode: number }[] } }>(
      admin,
      `query { alertCodesPaginated(filter: { search: "kecepatan" }) { data { alertCode } } }`,
    );
    expect(search.data?.alertCodesPaginated.data.map((code) => code.alertCode)).toContain(8);
  });

  it("creates a rule with every field, and lists and reads it", async () => {
    const created = await create({
      label: "  Ngebut tol  ",
      alertCode: 8,
      maxThreshold: 90,
      minThresholdTime: 45,
      withSchedule: true,
      startTime: "06:00",
      endTime: "22:00",
      dayOfWeek: [1, 2, 3, 4, 5],
      alertUrgencyType: "Urgent",
      alertCountThreshold: 2,
      alertCountWindow: 600,
      autoPopup: true,
      notifyContacts: true,
      vehicleIds: [vehicleId],
      contactRecipients: [{ label: "Pak Budi", phoneNumber: "0812-1000-0099" }],
    });
    expect(created?.isSuccessful).toBe(true);
    expect(created?.data).toMatchObject({
      label: "Ngebut tol",
      maxThreshold: 90,
      minThresholdTime: 45,
      dayOfWeek: [1, 2, 3, 4, 5],
      alertUrgencyType: "Urgent",
      totalVehicles: 1,
      totalUsers: 0,
      userIsSubscribedToRule: true,
      vehicles: [{ id: vehicleId, licensePlate: "B 9001 AR" }],
      contactRecipients: [
        { label: "Pak Budi", phoneNumber: "+6281210000099", email: null, userId: null, user: null },
      ],
      alert: { alertCode: 8, descriptionIdn: "Kecepatan Berlebih", iconUrl: "/alert-icons/speed.svg" },
    });
    const id = created?.data.alertRuleId;
    expect(changes.at(-1)).toEqual({
      companyId: await companyIdOf(t.database.db, "PT Armada Demo"),
      alertRuleIds: [id],
    });

    const listed = await t.graphql<{
      alertRules: { alertRules: { data: RuleView[]; pagination: { total: number } } };
    }>(
      admin,
      `query { alertRules(filter: { search: "ngebut", alertCode: [8], isActive: true, alertUrgencyType: "Urgent" }) {
        isSuccessful alertRules { data { alertRuleId label } pagination { total page show } } } }`,
    );
    expect(listed.data?.alertRules.alertRules).toEqual({
      data: [{ alertRuleId: id, label: "Ngebut tol" }],
      pagination: { total: 1, page: 1, show: 10 },
    });
    const one = await t.graphql<{ alertRule: { data: RuleView } }>(
      admin,
      `query ($id: Int!) { alertRule(filter: { alertRuleId: $id }) { data { alertRuleId alertCountWindow } } }`,
      { id },
    );
    expect(one.data?.alertRule.data).toEqual({ alertRuleId: id, alertCountWindow: 600 });
  });

  it("links only the company's own users, groups and geofences", async () => {
    const idOf = async (username: string) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id;
    const own = await create({ label: "Milik sendiri", alertCode: 6, userIds: [await idOf("operator")] });
    expect(own).toMatchObject({ isSuccessful: true, data: { totalUsers: 1 } });
    for (const links of [
      { userIds: [await idOf("lain")] },
      { vgroupIds: [987654] },
      { geofenceIds: [987654] },
      { vehicleIds: [vehicleId, 987654] },
    ]) {
      const refused = await create({ label: "Bukan milik", alertCode: 6, ...links });
      expect(refused).toMatchObject({ isSuccessful: false, errorName: "NotFound" });
    }
  });

  it("answers validation errors in Indonesian", async () => {
    const missing = await create({ label: "", alertCode: 8 });
    expect(missing?.isSuccessful).toBe(false);
    expect(missing?.errorName).toBe("ValidationError");
    expect(missing?.message).toContain("Nama notifikasi wajib diisi");
    expect(missing?.message).toContain("Batas maksimum wajib diisi");
    const window = await create({
      label: "Idle",
      alertCode: 3,
      minThresholdTime: 900,
      alertCountThreshold: 3,
    });
    expect(window?.message).toContain("Rentang waktu kejadian wajib diisi");
    const time = await create({
      label: "Malam",
      alertCode: 6,
      withSchedule: true,
      startTime: "7.00",
      endTime: "18:00",
      dayOfWeek: [8],
    });
    expect(time?.message).toContain("Waktu mulai harus berformat JJ:mm");
    expect(time?.message).toContain("Hari maksimal 7");
    const order = await create({ label: "Kode tak dikenal", alertCode: 9999 });
    expect(order).toMatchObject({ errorName: "AlertCodeNotInRule", isSuccessful: false });
    expect(order?.message).toBe("Jenis notifikasi ini tidak dapat dipakai pada pengaturan notifikasi.");
    const phone = await create({
      label: "SOS",
      alertCode: 6,
      contactRecipients: [{ label: "X", phoneNumber: "123" }],
    });
    expect(phone?.message).toContain("No. Whatsapp tidak valid");
  });

  it("updates, switches and deletes rules, single and in bulk", async () => {
    const a = (await create({ label: "SOS A", alertCode: 6 }))?.data.alertRuleId;
    const b = (await create({ label: "SOS B", alertCode: 6 }))?.data.alertRuleId;
    const updated = await t.graphql<{ updateAlertRule: { isSuccessful: boolean; data: RuleView } }>(
      admin,
      `mutation ($id: Int!, $v: Int!) { updateAlertRule(input: { alertRuleId: $id, data: { label: "SOS Gudang", alertCode: 6, alertUrgencyType: "Urgent", vehicleIds: [$v] } }) {
        isSuccessful data { label alertUrgencyType totalVehicles } } }`,
      { id: a, v: vehicleId },
    );
    expect(updated.data?.updateAlertRule).toEqual({
      isSuccessful: true,
      data: { label: "SOS Gudang", alertUrgencyType: "Urgent", totalVehicles: 1 },
    });
    const switched = await t.graphql<{ updateAlertRules: { count: number; message: string } }>(
      admin,
      `mutation ($ids: [Int!]!) { updateAlertRules(input: { alertRuleIds: $ids, isActive: false }) { isSuccessful count message } }`,
      { ids: [a, b] },
    );
    expect(switched.data?.updateAlertRules).toMatchObject({ count: 2, message: "Data berhasil disimpan." });
    expect(changes.at(-1)?.alertRuleIds).toEqual([a, b]);
    const inactive = await t.graphql<{ alertRules: { alertRules: { data: RuleView[] } } }>(
      admin,
      `query ($ids: [Int!]) { alertRules(filter: { alertRuleIds: $ids }) { alertRules { data { isActive } } } }`,
      { ids: [a, b] },
    );
    expect(inactive.data?.alertRules.alertRules.data.map((rule) => rule.isActive)).toEqual([false, false]);
    const removed = await t.graphql<{ deleteAlertRule: { isSuccessful: boolean; data: RuleView } }>(
      admin,
      `mutation ($id: Int!) { deleteAlertRule(input: { alertRuleId: $id }) { isSuccessful data { label } } }`,
      { id: a },
    );
    expect(removed.data?.deleteAlertRule).toEqual({ isSuccessful: true, data: { label: "SOS Gudang" } });
    const bulk = await t.graphql<{ deleteAlertRules: { count: number | null; errorName: string | null } }>(
      admin,
      `mutation ($ids: [Int!]!) { deleteAlertRules(input: { alertRuleIds: $ids }) { count errorName } }`,
      { ids: [a, b] },
    );
    expect(bulk.data?.deleteAlertRules).toEqual({ count: null, errorName: "NotFound" });
    const rest = await t.graphql<{ deleteAlertRules: { count: number } }>(
      admin,
      `mutation ($ids: [Int!]!) { deleteAlertRules(input: { alertRuleIds: $ids }) { count } }`,
      { ids: [b] },
    );
    expect(rest.data?.deleteAlertRules.count).toBe(1);
  });

  it("offers templates with the codes already active, and creates rules from them skipping those", async () => {
    const templates = await t.graphql<{
      alertRuleTemplates: {
        data: {
          templateId: number;
          defaultAlertCodes: {
            alertCode: number;
            isAlreadyActive: boolean;
            alertRule: { label: string }[];
          }[];
        }[];
        pagination: { total: number; actualTotal: number };
      };
    }>(
      admin,
      `query { alertRuleTemplates(filter: { category: "Recommendation", pagination: { page: 1, show: 999 } }) {
        isSuccessful data { templateId nameIdn iconUrl defaultAlertCodes { alertCode descriptionIdn isAlreadyActive alertRule { alertRuleId label } } additionalAlertCodes { alertCode } }
        pagination { total actualTotal } } }`,
    );
    const list = templates.data?.alertRuleTemplates;
    expect(list?.pagination).toEqual({
      total: ALERT_RULE_TEMPLATES.length,
      actualTotal: ALERT_RULE_TEMPLATES.length,
    });
    const safety = list?.data.find((template) => template.templateId === 1);
    // the demo company has an active overspeed rule (demo seed) and the one created above
    expect(safety?.defaultAlertCodes.find((code) => code.alertCode === 8)?.isAlreadyActive).toBe(true);
    expect(safety?.defaultAlertCodes.find((code) => code.alertCode === 9)).toMatchObject({
      isAlreadyActive: false,
      alertRule: [],
    });

    const created = await t.graphql<{
      createAlertRules: {
        isSuccessful: boolean;
        data: { alertCode: number; maxThreshold: number | null; label: string }[];
      };
    }>(
      admin,
      `mutation { createAlertRules(input: { templates: [{ templateId: 1, alertCodes: [8, 9, 117] }, { templateId: 6, alertCodes: [13] }] }) {
        isSuccessful data { alertRuleId label alertCode minThreshold maxThreshold } pagination { total } } }`,
    );
    expect(created.data?.createAlertRules.isSuccessful).toBe(true);
    expect(created.data?.createAlertRules.data.map((rule) => rule.alertCode).sort((x, y) => x - y)).toEqual([
      9, 13, 117,
    ]);
    expect(created.data?.createAlertRules.data.find((rule) => rule.alertCode === 9)?.label).toBe(
      "Akselerasi Mendadak",
    );
    const again = await t.graphql<{ createAlertRules: { data: unknown[] } }>(
      admin,
      `mutation { createAlertRules(input: { templates: [{ templateId: 1, alertCodes: [9] }] }) { data { alertCode } } }`,
    );
    expect(again.data?.createAlertRules.data).toEqual([]);
    const wrong = await t.graphql<{ createAlertRules: { errorName: string } }>(
      admin,
      `mutation { createAlertRules(input: { templates: [{ templateId: 1, alertCodes: [9999] }] }) { errorName } }`,
    );
    expect(wrong.data?.createAlertRules.errorName).toBe("AlertCodeNotInRule");
  });

  it("needs the rule-setting key", async () => {
    const operator = await t.login("operator");
    const result = await t.graphql(operator, `query { alertRules { isSuccessful } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const denied = await t.graphql(operator, CREATE, { input: { label: "X", alertCode: 6 } });
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // the onboarding's template keys alone create no rules either
    const fromTemplates = await t.graphql(
      operator,
      `mutation { createAlertRules(input: { templates: [{ templateId: 1, alertCodes: [9] }] }) { isSuccessful } }`,
    );
    expect(fromTemplates.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
