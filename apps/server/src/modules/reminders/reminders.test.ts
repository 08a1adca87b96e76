import { ALERT_CODE, addDays, zonedDay } from "@armada/domain";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { alertRules, alertRuleVehicles, rawAlerts } from "../alerts/alerts.tables.js";
import { users } from "../auth/auth.tables.js";
import { documents } from "../documents/documents.tables.js";
import { vehicleLatestStatus, vehicles } from "../fleet/fleet.tables.js";
import { servicePlanItems, servicePlans } from "../maintenance/maintenance.tables.js";
import { emailMessages, whatsappMessages } from "../messaging/messaging.tables.js";
import { pushMessages, pushSubscriptions } from "../push/push.tables.js";
import { reminderClaims, reminderSettings } from "./reminders.tables.js";

const silent = { warn: () => undefined };

describe("reminders", () => {
  let t: TestApp;
  let second: TestApp;
  const now = new Date();
  const today = zonedDay(now, "Asia/Jakarta");
  let demo: { companyId: number; vehicleId: number };
  let lain: { companyId: number; vehicleId: number };

  const claimsOf = (subject: "DOCUMENT" | "SERVICE_ITEM", subjectId: number) =>
    t.database.db
      .select()
      .from(reminderClaims)
      .where(and(eq(reminderClaims.subject, subject), eq(reminderClaims.subjectId, subjectId)));
  const messagesOf = async (claimId: number) => ({
    whatsapp: await t.database.db
      .select()
      .from(whatsappMessages)
      .where(like(whatsappMessages.idempotencyKey, `reminder:${claimId}:%`)),
    email: await t.database.db
      .select()
      .from(emailMessages)
      .where(like(emailMessages.idempotencyKey, `reminder:${claimId}:%`)),
    push: await t.database.db
      .select()
      .from(pushMessages)
      .where(like(pushMessages.idempotencyKey, `reminder:${claimId}:%`)),
  });
  const documentFor = async (
    vehicle: { companyId: number; vehicleId: number },
    expiresOn: string,
    type: "KIR" | "INSURANCE" = "KIR",
  ) => {
    const [row] = await t.database.db
      .insert(documents)
      .values({
        companyId: vehicle.companyId,
        type,
        vehicleId: vehicle.vehicleId,
        number: `${type}-${vehicle.vehicleId}-${expiresOn}`,
        issuedOn: addDays(expiresOn, -180),
        expiresOn,
      })
      .returning();
    if (!row) throw new Error("document not created");
    return row;
  };
  const placeAt = (vehicle: { companyId: number; vehicleId: number }) =>
    t.database.db.insert(vehicleLatestStatus).values({
      vehicleId: vehicle.vehicleId,
      companyId: vehicle.companyId,
      latitude: -6.2,
      longitude: 106.8,
      motionStatus: "parked",
      fixTime: now,
      lastPacket: now,
    });

  beforeAll(async () => {
    t = await startTestApp();
    // a second instance over the same database (its own worker, its own claims)
    second = await startTestApp({}, { database: t.database });
    demo = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "359000000034001",
      licensePlate: "B 3401 REM",
    });
    lain = await createTestVehicle(t.database.db, {
      companyName: "PT Lain",
      imei: "359000000034002",
      licensePlate: "B 3402 REM",
    });
    await placeAt(demo);
    await placeAt(lain);
    // the demo company's admin gets reminders by WhatsApp and e-mail
    await t.database.db
      .update(users)
      .set({ phoneNo: "+6281234500034", email: "admin.reminder@armada.test" })
      .where(eq(users.username, "admin"));
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("sends a document's reminder once when two instances and a second pass run it", async () => {
    const doc = await documentFor(demo, addDays(today, 3));
    await Promise.all([
      t.services.reminders.worker.runDue(silent, now),
      second.services.reminders.worker.runDue(silent, now),
    ]);
    await t.services.reminders.worker.runDue(silent, now);
    const claims = await claimsOf("DOCUMENT", doc.id);
    expect(claims.map((claim) => claim.threshold)).toEqual(["D7"]);
    expect(claims[0]?.message).toBe(`KIR habis 3 hari lagi: B 3401 REM (${doc.number})`);
    const sent = await messagesOf(claims[0]?.id ?? 0);
    const admin = sent.whatsapp.find((message) => message.recipientPhone === "+6281234500034");
    expect(admin?.body).toContain("KIR habis 3 hari lagi");
    expect(
      sent.email.filter((message) => message.recipientEmail === "admin.reminder@armada.test"),
    ).toHaveLength(1);
    // only the company's own people: nobody of PT Lain
    expect(sent.whatsapp.every((message) => message.companyId === demo.companyId)).toBe(true);
    expect(sent.email.every((message) => message.companyId === demo.companyId)).toBe(true);
  });

  it("sends the next threshold when its day comes, and again after the document is renewed", async () => {
    const doc = await documentFor(demo, addDays(today, 8));
    await t.services.reminders.worker.runDue(silent, now);
    const tomorrow = new Date(now.getTime() + 86_400_000);
    await t.services.reminders.worker.runDue(silent, tomorrow);
    await second.services.reminders.worker.runDue(silent, tomorrow);
    expect((await claimsOf("DOCUMENT", doc.id)).map((claim) => claim.threshold).sort()).toEqual([
      "D14",
      "D7",
    ]);
    await t.database.db
      .update(documents)
      // renewed to a day after the first test's KIR: this one stays the vehicle's current KIR
      .set({ expiresOn: addDays(today, 4) })
      .where(eq(documents.id, doc.id));
    await t.services.reminders.worker.runDue(silent, now);
    const claims = await claimsOf("DOCUMENT", doc.id);
    expect(
      claims.filter((claim) => claim.cycle === addDays(today, 4)).map((claim) => claim.threshold),
    ).toEqual(["D7"]);
  });

  it("follows the company's lead days and channels", async () => {
    await t.database.db
      .insert(reminderSettings)
      .values({ companyId: lain.companyId, leadDays: [60], byWhatsApp: false, byEmail: true });
    const doc = await documentFor(lain, addDays(today, 50));
    await t.services.reminders.worker.runDue(silent, now);
    const claims = await claimsOf("DOCUMENT", doc.id);
    expect(claims.map((claim) => claim.threshold)).toEqual(["D60"]);
    const sent = await messagesOf(claims[0]?.id ?? 0);
    expect(sent.whatsapp).toHaveLength(0);
    expect(sent.email.map((message) => message.recipientEmail)).toEqual(["admin@ptlain.id"]);
  });

  it("reminds a service item due by km once, and raises the in-app alert only in the rule's company", async () => {
    const [rule] = await t.database.db
      .insert(alertRules)
      .values({ companyId: demo.companyId, label: "Jadwal servis", alertCode: ALERT_CODE.serviceDue })
      .returning();
    await t.database.db
      .insert(alertRuleVehicles)
      .values({ alertRuleId: rule?.alertRuleId ?? 0, vehicleId: demo.vehicleId });
    t.services.bus.publish(topics.alertRuleChanges(demo.companyId), {
      companyId: demo.companyId,
      alertRuleIds: [rule?.alertRuleId],
    });
    second.services.bus.publish(topics.alertRuleChanges(demo.companyId), {
      companyId: demo.companyId,
      alertRuleIds: [rule?.alertRuleId],
    });
    const items = [];
    for (const vehicle of [demo, lain]) {
      const [plan] = await t.database.db
        .insert(servicePlans)
        .values({ companyId: vehicle.companyId, vehicleId: vehicle.vehicleId, name: "Servis berkala" })
        .returning();
      const [item] = await t.database.db
        .insert(servicePlanItems)
        .values({
          companyId: vehicle.companyId,
          servicePlanId: plan?.id ?? 0,
          name: "Ganti oli",
          intervalKm: 10_000,
          noticeKm: 500,
          lastServiceDay: addDays(today, -30),
          lastServiceOdometerKm: 0,
        })
        .returning();
      await t.database.db
        .update(vehicleLatestStatus)
        .set({ odometer: 10_200 })
        .where(eq(vehicleLatestStatus.vehicleId, vehicle.vehicleId));
      items.push(item);
    }
    await Promise.all([
      t.services.reminders.worker.runDue(silent, now),
      second.services.reminders.worker.runDue(silent, now),
    ]);
    for (const item of items)
      expect((await claimsOf("SERVICE_ITEM", item?.id ?? 0)).map((claim) => claim.threshold)).toEqual([
        "KM_DUE",
      ]);
    const alerts = await t.database.db
      .select()
      .from(rawAlerts)
      .where(
        and(
          eq(rawAlerts.alertCode, ALERT_CODE.serviceDue),
          inArray(rawAlerts.vehicleId, [demo.vehicleId, lain.vehicleId]),
        ),
      );
    expect(alerts.map((alert) => [alert.companyId, alert.vehicleId])).toEqual([
      [demo.companyId, demo.vehicleId],
    ]);
    expect(alerts[0]?.alertData).toContain("Servis Ganti oli (Servis berkala) B 3401 REM sudah jatuh tempo");
  });

  it("reminds a driver's SIM to who looks after SIMs, with its alert on the vehicle the driver drives", async () => {
    const [rule] = await t.database.db
      .insert(alertRules)
      .values({ companyId: demo.companyId, label: "Dokumen", alertCode: ALERT_CODE.documentExpiring })
      .returning();
    await t.database.db
      .insert(alertRuleVehicles)
      .values({ alertRuleId: rule?.alertRuleId ?? 0, vehicleId: demo.vehicleId });
    for (const instance of [t, second])
      instance.services.bus.publish(topics.alertRuleChanges(demo.companyId), {
        companyId: demo.companyId,
        alertRuleIds: [rule?.alertRuleId],
      });
    const driverOf = async (name: string, isActive: boolean) => {
      const [driver] = await t.database.db
        .insert(users)
        .values({
          companyId: demo.companyId,
          username: `driver-${name.toLowerCase().replaceAll(" ", "-")}`,
          name,
          passwordHash: "!",
          isDriver: true,
          isActive,
        })
        .returning();
      if (!driver) throw new Error("driver not created");
      const [sim] = await t.database.db
        .insert(documents)
        .values({
          companyId: demo.companyId,
          type: "SIM",
          driverId: driver.id,
          number: `SIM-${driver.id}`,
          issuedOn: addDays(today, -1800),
          expiresOn: addDays(today, 5),
        })
        .returning();
      if (!sim) throw new Error("SIM not created");
      return { driver, sim };
    };
    const active = await driverOf("Budi Sopir", true);
    const gone = await driverOf("Agus Keluar", false);
    await t.database.db
      .update(vehicles)
      .set({ driver1Id: active.driver.id })
      .where(eq(vehicles.id, demo.vehicleId));

    await Promise.all([
      t.services.reminders.worker.runDue(silent, now),
      second.services.reminders.worker.runDue(silent, now),
    ]);
    const claims = await claimsOf("DOCUMENT", active.sim.id);
    expect(claims.map((claim) => [claim.threshold, claim.message, claim.vehicleId])).toEqual([
      ["D7", `SIM habis 5 hari lagi: Budi Sopir (${active.sim.number})`, null],
    ]);
    const sent = await messagesOf(claims[0]?.id ?? 0);
    expect(sent.whatsapp.map((message) => message.recipientPhone)).toContain("+6281234500034");
    expect(sent.whatsapp.every((message) => message.companyId === demo.companyId)).toBe(true);
    // a driver who left the company is not reminded of
    expect(await claimsOf("DOCUMENT", gone.sim.id)).toEqual([]);
    const alerts = await t.database.db
      .select()
      .from(rawAlerts)
      .where(eq(rawAlerts.alertCode, ALERT_CODE.documentExpiring));
    expect(
      alerts
        .filter((alert) => alert.alertData?.includes("SIM habis"))
        .map((alert) => [alert.companyId, alert.vehicleId]),
    ).toEqual([[demo.companyId, demo.vehicleId]]);
  });

  describe("settings page (/setting/reminders)", () => {
    const FIELDS =
      "leadDays byWhatsApp byEmail byPush recipientsChosen recipients { userId name byWhatsApp byEmail byPush warnings }";
    const SETTINGS = `query { reminderSettings { isSuccessful errorName message data { ${FIELDS} } } }`;
    const UPDATE = `mutation ($input: ReminderSettingsInput!) {
      updateReminderSettings(input: $input) { isSuccessful errorName message data { ${FIELDS} } }
    }`;
    const OPTIONS = `query { reminderRecipientOptions { isSuccessful data { userId name email phoneNo hasPush } } }`;
    const defaults = { byPush: true, recipientsChosen: false, recipients: [] };
    const SENT = `query ($filter: SentRemindersFilterInput) {
      sentReminders(filter: $filter) { isSuccessful data { subject threshold message licensePlate } pagination { total } }
    }`;
    type Recipient = { userId: number; byWhatsApp: boolean; byEmail: boolean; byPush: boolean };
    type Settings = {
      leadDays: number[];
      byWhatsApp: boolean;
      byEmail: boolean;
      byPush: boolean;
      recipientsChosen: boolean;
      recipients: (Recipient & { name: string; warnings: string[] })[];
    };
    type Envelope<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T | null };

    it("saves the company's lead days and channels, which the next pass follows", async () => {
      const [reader, editor] = await Promise.all([
        t.loginAs(["c5a-setting-notification:read"], "PT Lain"),
        t.loginAs(["c5a-setting-notification:read", "c5a-setting-notification:update"], "PT Lain"),
      ]);
      const refused = await t.graphql<{ updateReminderSettings: Envelope<Settings> }>(reader, UPDATE, {
        input: { ...defaults, leadDays: [3], byWhatsApp: true, byEmail: true },
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const saved = await t.graphql<{ updateReminderSettings: Envelope<Settings> }>(editor, UPDATE, {
        input: { ...defaults, leadDays: [3, 45, 3, 0], byWhatsApp: false, byEmail: true, byPush: false },
      });
      const expected = { ...defaults, leadDays: [45, 3, 0], byWhatsApp: false, byEmail: true, byPush: false };
      expect(saved.data?.updateReminderSettings.data).toEqual(expected);
      const read = await t.graphql<{ reminderSettings: Envelope<Settings> }>(reader, SETTINGS);
      expect(read.data?.reminderSettings.data).toEqual(expected);
      // the demo company keeps its defaults
      const demoReader = await t.loginAs(["c5a-setting-notification:read"]);
      const demoRead = await t.graphql<{ reminderSettings: Envelope<Settings> }>(demoReader, SETTINGS);
      expect(demoRead.data?.reminderSettings.data).toEqual({
        ...defaults,
        leadDays: [30, 14, 7, 1, 0],
        byWhatsApp: true,
        byEmail: true,
      });
      // an insurance: the KIR of 50 days above would replace a KIR of 40
      const doc = await documentFor(lain, addDays(today, 40), "INSURANCE");
      await t.services.reminders.worker.runDue(silent, now);
      expect((await claimsOf("DOCUMENT", doc.id)).map((claim) => claim.threshold)).toEqual(["D45"]);
    });

    it("refuses settings without a channel or with impossible days, in the caller's language", async () => {
      const editor = await t.loginAs(["c5a-setting-notification:read", "c5a-setting-notification:update"]);
      for (const input of [
        { leadDays: [7], byWhatsApp: false, byEmail: false, byPush: false },
        { leadDays: [], byWhatsApp: true, byEmail: true },
        { leadDays: [400], byWhatsApp: true, byEmail: true },
        { leadDays: [1, 2, 3, 4, 5, 6, 7, 8, 9], byWhatsApp: true, byEmail: true },
        { leadDays: [7], byWhatsApp: true, byEmail: true, recipientsChosen: true },
      ]) {
        const result = await t.graphql<{ updateReminderSettings: Envelope<Settings> }>(editor, UPDATE, {
          input: { ...defaults, ...input },
        });
        expect(result.data?.updateReminderSettings).toMatchObject({
          isSuccessful: false,
          errorName: "ValidationError",
        });
      }
    });

    it("lists the reminders the caller's company was sent, and only those", async () => {
      // an insurance: the vehicle's current KIR is a later one
      const doc = await documentFor(demo, addDays(today, 2), "INSURANCE");
      await t.services.reminders.worker.runDue(silent, now);
      const [demoReader, lainReader] = await Promise.all([
        t.loginAs(["c5a-setting-notification:read"]),
        t.loginAs(["c5a-setting-notification:read"], "PT Lain"),
      ]);
      type Sent = { subject: string; threshold: string; message: string; licensePlate: string | null };
      const sent = await t.graphql<{ sentReminders: Envelope<Sent[]> & { pagination: { total: number } } }>(
        demoReader,
        SENT,
        { filter: { pagination: { page: 1, show: 100 } } },
      );
      const rows = sent.data?.sentReminders.data ?? [];
      expect(rows).toContainEqual({
        subject: "DOCUMENT",
        threshold: "D7",
        message: `Asuransi habis 2 hari lagi: B 3401 REM (${doc.number})`,
        licensePlate: "B 3401 REM",
      });
      expect(rows.every((row) => row.licensePlate !== "B 3402 REM")).toBe(true);
      expect(sent.data?.sentReminders.pagination.total).toBe(rows.length);
      const other = await t.graphql<{ sentReminders: Envelope<Sent[]> }>(lainReader, SENT);
      expect((other.data?.sentReminders.data ?? []).every((row) => row.licensePlate !== "B 3401 REM")).toBe(
        true,
      );
      const stranger = await t.loginAs(["e1a-alert-center:read"]);
      const refused = await t.graphql(stranger, SENT);
      expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    });

    // last: the demo company's reminders go to the chosen users from here on
    it("sends to the chosen active users of the company only, each on their channels, push included", async () => {
      const userOf = async (
        name: string,
        companyId: number,
        contact: { phoneNo?: string; email?: string },
      ) => {
        const [user] = await t.database.db
          .insert(users)
          .values({ companyId, username: `rcp-${name.toLowerCase()}`, name, passwordHash: "!", ...contact })
          .returning();
        if (!user) throw new Error("user not created");
        return user;
      };
      const ani = await userOf("Ani", demo.companyId, { phoneNo: "081234500071", email: "ani@armada.test" });
      const bayu = await userOf("Bayu", demo.companyId, { email: "bayu@armada.test" });
      const cici = await userOf("Cici", demo.companyId, {
        phoneNo: "081234500073",
        email: "cici@armada.test",
      });
      const dedi = await userOf("Dedi", demo.companyId, { email: "dedi@armada.test" });
      const outsider = await userOf("Orang Lain", lain.companyId, { phoneNo: "081234500074" });
      const [subscription] = await t.database.db
        .insert(pushSubscriptions)
        .values({
          userId: ani.id,
          companyId: demo.companyId,
          endpoint: "https://push.example.test/ani",
          p256dh: "p256dh",
          auth: "auth",
        })
        .returning();
      const editor = await t.loginAs(["c5a-setting-notification:read", "c5a-setting-notification:update"]);
      const all = { byWhatsApp: true, byEmail: true, byPush: true };
      const input = (recipients: Recipient[]) => ({
        ...defaults,
        leadDays: [30, 14, 7, 1, 0],
        byWhatsApp: true,
        byEmail: true,
        recipientsChosen: true,
        recipients,
      });
      const save = (recipients: Recipient[]) =>
        t.graphql<{ updateReminderSettings: Envelope<Settings> }>(editor, UPDATE, {
          input: input(recipients),
        });

      // another company's user, a user with no WhatsApp number: refused, in Indonesian
      const foreign = await save([{ userId: outsider.id, ...all }]);
      expect(foreign.data?.updateReminderSettings).toMatchObject({
        isSuccessful: false,
        errorName: "ValidationError",
      });
      const noPhone = await save([{ userId: bayu.id, ...all }]);
      expect(noPhone.data?.updateReminderSettings.isSuccessful).toBe(false);
      expect(JSON.stringify(noPhone)).toContain("Bayu tidak punya nomor WhatsApp Indonesia yang valid.");

      const saved = await save([
        { userId: ani.id, ...all },
        { userId: bayu.id, byWhatsApp: false, byEmail: true, byPush: false },
        { userId: cici.id, ...all },
        { userId: dedi.id, byWhatsApp: false, byEmail: true, byPush: false },
      ]);
      expect(saved.data?.updateReminderSettings.data?.recipients.map((r) => [r.name, r.warnings])).toEqual([
        ["Ani", []],
        ["Bayu", []],
        ["Cici", []],
        ["Dedi", []],
      ]);
      const options = await t.graphql<{
        reminderRecipientOptions: Envelope<{ userId: number; phoneNo: string | null; hasPush: boolean }[]>;
      }>(editor, OPTIONS);
      const optionOf = (userId: number) =>
        options.data?.reminderRecipientOptions.data?.find((option) => option.userId === userId);
      expect(optionOf(ani.id)).toMatchObject({ phoneNo: "+6281234500071", hasPush: true });
      expect(optionOf(bayu.id)).toMatchObject({ phoneNo: null, hasPush: false });
      expect(optionOf(outsider.id)).toBeUndefined();

      // Cici leaves: she receives nothing and is listed with a warning; Dedi's e-mail became invalid (changed past the
      // user form): his e-mail is skipped, the pass logs it, and the settings warn
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, cici.id));
      await t.database.db.update(users).set({ email: "dedi.armada.test" }).where(eq(users.id, dedi.id));
      const warned: unknown[] = [];
      const logger = { warn: (detail: unknown) => void warned.push(detail) };
      const fleet = await createTestVehicle(t.database.db, {
        companyName: "PT Armada Demo",
        imei: "359000000034003",
        licensePlate: "B 3403 REM",
      });
      const doc = await documentFor(fleet, addDays(today, 6));
      await Promise.all([
        t.services.reminders.worker.runDue(logger, now),
        second.services.reminders.worker.runDue(silent, now),
      ]);
      await t.services.reminders.worker.runDue(silent, now);
      expect(warned).toContainEqual({
        companyId: demo.companyId,
        unreached: [{ userId: dedi.id, warnings: ["EMAIL_INVALID"] }],
      });
      const claims = await claimsOf("DOCUMENT", doc.id);
      expect(claims).toHaveLength(1);
      const sent = await messagesOf(claims[0]?.id ?? 0);
      expect(sent.whatsapp.map((message) => message.recipientPhone)).toEqual(["+6281234500071"]);
      expect(sent.email.map((message) => message.recipientEmail).sort()).toEqual([
        "ani@armada.test",
        "bayu@armada.test",
      ]);
      expect(sent.push.map((message) => message.subscriptionId)).toEqual([subscription?.id]);
      expect(JSON.parse(sent.push[0]?.payload ?? "{}")).toMatchObject({
        title: "Pengingat Armada",
        body: `KIR habis 6 hari lagi: B 3403 REM (${doc.number})`,
        url: "/license",
      });
      const read = await t.graphql<{ reminderSettings: Envelope<Settings> }>(editor, SETTINGS);
      expect(read.data?.reminderSettings.data?.recipients.map((r) => [r.userId, r.warnings])).toEqual([
        [ani.id, []],
        [bayu.id, []],
        [cici.id, ["INACTIVE"]],
        [dedi.id, ["EMAIL_INVALID"]],
      ]);
      expect(
        (await t.graphql<{ reminderRecipientOptions: Envelope<{ userId: number }[]> }>(editor, OPTIONS)).data
          ?.reminderRecipientOptions.data,
      ).not.toContainEqual(expect.objectContaining({ userId: cici.id }));
    });
  });
});
