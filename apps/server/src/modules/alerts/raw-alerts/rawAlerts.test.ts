import type { AlertsResolvedNotice } from "@armada/domain";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { createTestVehicle } from "../../../testing/testFleet.js";
import { users } from "../../auth/auth.tables.js";
import { rawAlertUserLogs } from "../alerts.tables.js";
import { companyIdOf, insertTestAlert, insertTestRule } from "../testing/alertFixtures.js";

const ALERT_FIELDS = `rawAlertId id alertCode alertRuleIds isResolved resolvedBy resolver { fullname } createdOn alertFlag
  alertData formattedAlertData mapUrl isUrgent isImportant autoPopup isRead isFalseAlert form { reason others } note
  lastUserFeedback { feedback user { fullname } } userLogs { typeField data note user { fullname } }
  vehicle { id licensePlate } licensePlate sourceDeviceCategory callState { isHaveVoip deviceType imeiVoip vehicleIdVoip }
  alert { descriptionIdn iconUrl }`;

interface Alert {
  rawAlertId: number;
  id: string;
  isUrgent: boolean;
  isImportant: boolean;
  autoPopup: boolean;
  isResolved: boolean;
  isFalseAlert: boolean;
  isRead: boolean;
  [key: string]: unknown;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("raw alerts API and actions", () => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let lain: string;
  let vehicleId: number;
  let a1: number;
  let a2: number;
  let a3: number;
  let foreign: number;
  let foreignKey: string;
  let urgentRule: number;
  let importantRule: number;
  let totalsBefore: { alertUrgencyType: string; unresolved: number }[];
  const resolvedEvents: AlertsResolvedNotice[] = [];

  const list = async (cookie: string, filter: Record<string, unknown>) => {
    const result = await t.graphql<{
      rawAlerts: {
        isSuccessful: boolean;
        rawAlerts: { data: Alert[]; pagination: { total: number; page: number; show: number } };
      };
    }>(
      cookie,
      `query ($filter: RawAlertsFilter) { rawAlerts(filter: $filter) { isSuccessful rawAlerts { data { ${ALERT_FIELDS} } pagination { total page show } } } }`,
      {
        filter: { vehicleIds: [vehicleId], ...filter },
      },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.rawAlerts.rawAlerts;
  };
  const one = async (cookie: string, id: number) =>
    (await list(cookie, { rawAlertIds: [id] })).data[0] as Alert;
  const totals = async (cookie: string) =>
    (
      await t.graphql<{ totalImportantAlerts: { data: { alertUrgencyType: string; unresolved: number }[] } }>(
        cookie,
        `query { totalImportantAlerts(filter: { startDate: "${minutesAgo(60 * 48).toISOString()}" }) { data { alertUrgencyType unresolved } } }`,
      )
    ).data?.totalImportantAlerts.data ?? [];
  const act = async (cookie: string, input: Record<string, unknown>) => {
    const result = await t.graphql<{
      upsertRawAlertsAction: {
        isSuccessful: boolean;
        message: string;
        errorName: string | null;
        upsertRawAlertsAction:
          | { actionType: string; data: string | null; rawAlertId: number; userId: number; type: string }[]
          | null;
        aggregate: { updatedAlerts: number; updatedAlertStatuses: number; insertedAlertLogs: number } | null;
      };
    }>(
      cookie,
      `mutation ($input: UpsertRawAlertsActionInput!) { upsertRawAlertsAction(input: $input) {
        isSuccessful message errorName upsertRawAlertsAction { actionType data createdOn userId rawAlertId type }
        aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs } } }`,
      { input },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.upsertRawAlertsAction;
  };

  beforeAll(async () => {
    t = await startTestApp();
    [admin, operator, lain] = await Promise.all([t.login("admin"), t.login("operator"), t.login("lain")]);
    const db = t.database.db;
    const companyA = await companyIdOf(db, "PT Armada Demo");
    const companyB = await companyIdOf(db, "PT Lain");
    const [operatorUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "operator"));
    const vehicle = await createTestVehicle(db, {
      companyName: "PT Armada Demo",
      imei: "864717003290101",
      licensePlate: "B 7777 UJI",
      vendorType: "bsj",
    });
    vehicleId = vehicle.vehicleId;
    const other = await createTestVehicle(db, {
      companyName: "PT Lain",
      imei: "864717003290102",
      licensePlate: "B 8888 LN",
    });
    urgentRule = (
      await insertTestRule(db, { companyId: companyA, alertUrgencyType: "Urgent", autoPopup: true })
    ).alertRuleId;
    importantRule = (
      await insertTestRule(db, {
        companyId: companyA,
        alertCode: 6,
        userIds: operatorUser ? [operatorUser.id] : [],
      })
    ).alertRuleId;
    const otherRule = (await insertTestRule(db, { companyId: companyB, alertUrgencyType: "Urgent" }))
      .alertRuleId;
    totalsBefore = await totals(admin);
    a1 = (
      await insertTestAlert(db, {
        companyId: companyA,
        vehicleId,
        alertRuleIds: [urgentRule],
        createdOn: minutesAgo(10),
      })
    ).rawAlertId;
    a2 = (
      await insertTestAlert(db, {
        companyId: companyA,
        vehicleId,
        alertCode: 6,
        alertData: "SOS|0",
        alertFlag: "E",
        alertRuleIds: [importantRule],
        createdOn: minutesAgo(20),
      })
    ).rawAlertId;
    a3 = (
      await insertTestAlert(db, {
        companyId: companyA,
        vehicleId,
        alertRuleIds: [urgentRule],
        createdOn: minutesAgo(30),
        isResolved: true,
      })
    ).rawAlertId;
    const foreignRow = await insertTestAlert(db, {
      companyId: companyB,
      vehicleId: other.vehicleId,
      alertRuleIds: [otherRule],
      createdOn: minutesAgo(5),
    });
    foreign = foreignRow.rawAlertId;
    foreignKey = `8-${other.vehicleId}-${foreignRow.createdOn.getTime()}-S`;
    t.services.bus.subscribe<AlertsResolvedNotice>(topics.allAlertsResolved, (event) =>
      resolvedEvents.push(event),
    );
  });
  afterAll(() => t.close());

  it("lists alerts newest first with their details and the caller's urgency", async () => {
    const page = await list(admin, {});
    expect(page.pagination).toEqual({ total: 3, page: 1, show: 20 });
    expect(page.data.map((alert) => alert.rawAlertId)).toEqual([a1, a2, a3]);
    const [first] = page.data;
    expect(first).toMatchObject({
      alertCode: 8,
      alertRuleIds: [urgentRule],
      formattedAlertData: "92 km/j selama 75 detik (batas 80 km/j)",
      mapUrl: "https://www.google.com/maps?q=-6.2,106.8",
      isUrgent: true,
      isImportant: false,
      autoPopup: true,
      licensePlate: "B 7777 UJI",
      vehicle: { id: vehicleId, licensePlate: "B 7777 UJI" },
      sourceDeviceCategory: "GPS",
      callState: {
        isHaveVoip: true,
        deviceType: "bsj",
        imeiVoip: "864717003290101",
        vehicleIdVoip: vehicleId,
      },
      alert: { descriptionIdn: "Kecepatan Berlebih", iconUrl: "/alert-icons/speed.svg" },
      userLogs: [],
      lastUserFeedback: null,
    });
    expect(first?.id).toMatch(new RegExp(`^8-${vehicleId}-\\d+-S$`));
    // the important rule lists the operator only: the admin does not subscribe to it
    expect(page.data[1]).toMatchObject({ isUrgent: false, isImportant: false, autoPopup: false });
  });

  it("treats urgent alerts as important for a user without the urgent key", async () => {
    const page = await list(operator, {});
    expect(page.data.map(({ isUrgent, isImportant }) => ({ isUrgent, isImportant }))).toEqual([
      { isUrgent: false, isImportant: true },
      { isUrgent: false, isImportant: true },
      { isUrgent: false, isImportant: true },
    ]);
    expect((await list(operator, { isUrgent: true })).data).toEqual([]);
  });

  it("filters as the alert center and the Notifikasi page ask", async () => {
    const ids = async (filter: Record<string, unknown>, cookie = admin) =>
      (await list(cookie, filter)).data.map((alert) => alert.rawAlertId);
    expect(await ids({ isUrgent: true })).toEqual([a1, a3]);
    expect(await ids({ isImportant: true }, operator)).toEqual([a1, a2, a3]);
    expect(await ids({ isUrgent: true, isResolved: false, isFalseAlert: false })).toEqual([a1]);
    expect(await ids({ orderBy: { field: "createdOn", direction: "asc" } })).toEqual([a3, a2, a1]);
    expect(await ids({ pagination: { page: 2, show: 1 } })).toEqual([a2]);
    expect(await ids({ alertCodes: [6] })).toEqual([a2]);
    expect(await ids({ search: "7777" })).toEqual([a1, a2, a3]);
    expect(await ids({ search: "sos" })).toEqual([a2]);
    expect(
      await ids({ startDate: minutesAgo(25).toISOString(), endDate: minutesAgo(15).toISOString() }),
    ).toEqual([a2]);
    expect(await ids({ vehicleIds: null, rawAlertIds: [a1, foreign] })).toEqual([a1]);
    const light = await t.graphql<{
      rawAlertsLight: { rawAlerts: { data: { rawAlertId: number }[]; pagination: { total: number } } };
    }>(
      admin,
      `query ($v: [Int!]) { rawAlertsLight(filter: { vehicleIds: $v, pagination: { page: 1, show: 2 } }) { rawAlerts { data { rawAlertId } pagination { total page show } } } }`,
      { v: [vehicleId] },
    );
    expect(light.data?.rawAlertsLight.rawAlerts).toEqual({
      data: [{ rawAlertId: a1 }, { rawAlertId: a2 }],
      pagination: { total: 3, page: 1, show: 2 },
    });
  });

  it("reads one alert by its id or its composite key, never another company's", async () => {
    const get = async (id: string, cookie = admin) =>
      (
        await t.graphql<{
          rawAlert: { isSuccessful: boolean; errorName: string | null; data: Alert | null };
        }>(
          cookie,
          `query ($id: String!) { rawAlert(filter: { id: $id }) { isSuccessful errorName data { rawAlertId id } } }`,
          { id },
        )
      ).data?.rawAlert;
    const byId = await get(String(a1));
    expect(byId?.data?.rawAlertId).toBe(a1);
    expect((await get(byId?.data?.id ?? ""))?.data?.rawAlertId).toBe(a1);
    expect(await get(String(foreign))).toEqual({ isSuccessful: false, errorName: "NotFound", data: null });
    expect(await get(foreignKey)).toEqual({ isSuccessful: false, errorName: "NotFound", data: null });
    expect((await get(foreignKey, lain))?.data?.rawAlertId).toBe(foreign);
    expect((await get("abc"))?.errorName).toBe("ValidationError");
  });

  it("counts open alerts per urgency for the caller", async () => {
    const after = await totals(admin);
    const count = (rows: typeof after, type: string) =>
      rows.find((row) => row.alertUrgencyType === type)?.unresolved ?? 0;
    expect(count(after, "Urgent")).toBe(count(totalsBefore, "Urgent") + 1);
    expect(count(after, "Important")).toBe(count(totalsBefore, "Important"));
    const operatorTotals = await totals(operator);
    expect(count(operatorTotals, "Urgent")).toBe(0);
    expect(count(operatorTotals, "Important")).toBeGreaterThanOrEqual(2);
  });

  it("hands out the socket payload and the subscribed rule lists", async () => {
    const payload = async (cookie: string, filter = "") =>
      (
        await t.graphql<{
          payload: {
            data: {
              payload: { userId: number; companyId: number; channels: string[] };
              subscribedAlertRules: {
                urgentAlertRules: number[];
                importantAlertRules: number[];
                autoPopupAlertRules: number[];
              };
            };
          };
        }>(
          cookie,
          `query { payload${filter} { data { payload { userId companyId channels } subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules } } } }`,
        )
      ).data?.payload.data;
    const mine = await payload(admin, `(filter: { filterByType: ["SystemNotif", "AlertCenter"] })`);
    const { userId, companyId } = mine?.payload ?? { userId: 0, companyId: 0 };
    expect(mine?.payload.channels).toEqual([
      `alert-center-new-${userId}`,
      `alert-center-resolve-${companyId}`,
      `system-notif-${userId}`,
    ]);
    expect(mine?.subscribedAlertRules.urgentAlertRules).toContain(urgentRule);
    expect(mine?.subscribedAlertRules.importantAlertRules).not.toContain(importantRule);
    expect(mine?.subscribedAlertRules.autoPopupAlertRules).toContain(urgentRule);
    const theirs = await payload(operator);
    expect(theirs?.subscribedAlertRules.urgentAlertRules).toEqual([]);
    expect(theirs?.subscribedAlertRules.importantAlertRules).toEqual(
      expect.arrayContaining([urgentRule, importantRule]),
    );
    expect((await payload(admin, `(filter: { filterByType: ["SystemNotif"] })`))?.payload.channels).toEqual([
      `system-notif-${userId}`,
    ]);
  });

  it("marks read once and logs it", async () => {
    const first = await act(admin, { actionType: "Read", rawAlertId: [a1], selectionMode: "Selection" });
    expect(first.aggregate).toEqual({ updatedAlerts: 1, updatedAlertStatuses: 1, insertedAlertLogs: 1 });
    expect(first.upsertRawAlertsAction?.[0]).toMatchObject({
      actionType: "Read",
      rawAlertId: a1,
      type: "RawAlertUserLog",
    });
    const again = await act(admin, { actionType: "Read", rawAlertId: [a1], selectionMode: "Selection" });
    expect(again.aggregate).toEqual({ updatedAlerts: 1, updatedAlertStatuses: 0, insertedAlertLogs: 0 });
    expect((await one(admin, a1)).isRead).toBe(true);
  });

  it("saves a trimmed note as feedback, and refuses an empty one in Indonesian", async () => {
    const saved = await act(operator, {
      actionType: "Feedback",
      data: "  Sudah ditelepon  ",
      rawAlertId: [a2],
      selectionMode: "Selection",
    });
    expect(saved).toMatchObject({
      isSuccessful: true,
      aggregate: { updatedAlerts: 1, insertedAlertLogs: 1 },
    });
    expect(await one(admin, a2)).toMatchObject({
      note: "Sudah ditelepon",
      lastUserFeedback: { feedback: "Sudah ditelepon", user: { fullname: "Operator Armada" } },
      userLogs: [
        {
          typeField: "Feedback",
          data: "Sudah ditelepon",
          note: "Sudah ditelepon",
          user: { fullname: "Operator Armada" },
        },
      ],
    });
    const empty = await act(operator, {
      actionType: "Feedback",
      data: "   ",
      rawAlertId: [a2],
      selectionMode: "Selection",
    });
    expect(empty).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
      upsertRawAlertsAction: null,
    });
    expect(empty.message).toContain("Catatan wajib diisi");
  });

  it("resolves and reopens, and tells the company", async () => {
    const createdOn = new Date((await one(admin, a1)).createdOn as string);
    const resolved = await act(admin, {
      actionType: "Resolve",
      data: "true",
      rawAlertId: [a1],
      selectionMode: "Selection",
      dateRange: {
        startDate: new Date(createdOn.getTime() - 1000).toISOString(),
        endDate: new Date(createdOn.getTime() + 1000).toISOString(),
      },
    });
    expect(resolved).toMatchObject({
      isSuccessful: true,
      message: "Notifikasi ditandai sudah dicek.",
      aggregate: { updatedAlerts: 1, updatedAlertStatuses: 1, insertedAlertLogs: 1 },
    });
    expect(await one(admin, a1)).toMatchObject({ isResolved: true, resolver: { fullname: "Admin Armada" } });
    expect(resolvedEvents.at(-1)).toMatchObject({
      mode: "s",
      actionType: "Resolve",
      resolved: true,
      userName: "Admin Armada",
      vehicles: { [vehicleId]: "B 7777 UJI" },
      rawAlertIds: [a1],
    });
    const reopened = await act(admin, {
      actionType: "Resolve",
      data: "false",
      rawAlertId: [a1],
      selectionMode: "Selection",
    });
    expect(reopened.aggregate?.updatedAlertStatuses).toBe(1);
    expect(await one(admin, a1)).toMatchObject({ isResolved: false, resolvedBy: null });
    expect(resolvedEvents.at(-1)).toMatchObject({ resolved: false, rawAlertIds: [a1] });
  });

  it("marks a false alert with its reason, and cancels it back to open", async () => {
    const noOther = await act(admin, {
      actionType: "FalseAlert",
      data: "true",
      form: { reason: "other" },
      rawAlertId: [a2],
      selectionMode: "Selection",
    });
    expect(noOther.message).toContain("Alasan lainnya wajib diisi");
    const marked = await act(admin, {
      actionType: "FalseAlert",
      data: "true",
      form: { reason: "other", others: "Tombol tersenggol" },
      rawAlertId: [a2],
      selectionMode: "Selection",
    });
    expect(marked).toMatchObject({ isSuccessful: true, message: "Notifikasi ditandai sebagai alarm palsu." });
    expect(await one(admin, a2)).toMatchObject({
      isFalseAlert: true,
      form: { reason: "other", others: "Tombol tersenggol" },
    });
    expect(resolvedEvents.at(-1)).toMatchObject({
      actionType: "FalseAlert",
      resolved: true,
      rawAlertIds: [a2],
    });
    const cancelled = await act(admin, {
      actionType: "FalseAlert",
      data: "false",
      rawAlertId: [a2],
      selectionMode: "Selection",
    });
    expect(cancelled.message).toBe("Tanda alarm palsu dibatalkan.");
    expect(resolvedEvents.at(-1)).toMatchObject({
      actionType: "FalseAlert",
      resolved: false,
      rawAlertIds: [a2],
    });
    expect(await one(admin, a2)).toMatchObject({ isFalseAlert: false, isResolved: false, form: null });
  });

  it("applies All and Exclude to the date range and filter", async () => {
    const dateRange = { startDate: minutesAgo(60).toISOString(), endDate: new Date().toISOString() };
    const all = await act(admin, {
      actionType: "Resolve",
      data: "true",
      selectionMode: "All",
      dateRange,
      filter: { vehicleIds: [vehicleId] },
    });
    // a3 was already resolved: three alerts touched and logged, two changed
    expect(all.aggregate).toEqual({ updatedAlerts: 3, updatedAlertStatuses: 2, insertedAlertLogs: 3 });
    expect(resolvedEvents.at(-1)).toMatchObject({
      mode: "a",
      startTime: dateRange.startDate,
      rawAlertIds: [a1, a2, a3],
    });
    const exclude = await act(admin, {
      actionType: "Resolve",
      data: "false",
      selectionMode: "Exclude",
      rawAlertId: [a1],
      dateRange,
      filter: { vehicleIds: [vehicleId] },
    });
    expect(exclude.aggregate).toEqual({ updatedAlerts: 2, updatedAlertStatuses: 2, insertedAlertLogs: 2 });
    expect((await list(admin, { isResolved: true })).data.map((alert) => alert.rawAlertId)).toEqual([a1]);
    const missingRange = await act(admin, { actionType: "Read", selectionMode: "All" });
    expect(missingRange.message).toContain("Rentang tanggal wajib diisi");
  });

  it("changes nothing of another company", async () => {
    const result = await act(admin, {
      actionType: "Resolve",
      data: "true",
      rawAlertId: [a1, foreign],
      selectionMode: "Selection",
    });
    expect(result).toMatchObject({ isSuccessful: false, errorName: "NotFound" });
    expect((await one(admin, a1)).isResolved).toBe(true);
    const logs = await t.database.db
      .select()
      .from(rawAlertUserLogs)
      .where(and(eq(rawAlertUserLogs.rawAlertId, foreign), inArray(rawAlertUserLogs.typeField, ["Resolve"])));
    expect(logs).toEqual([]);
    const theirAll = await act(lain, {
      actionType: "Read",
      selectionMode: "All",
      dateRange: { startDate: minutesAgo(60).toISOString(), endDate: new Date().toISOString() },
    });
    expect(theirAll.upsertRawAlertsAction?.map((record) => record.rawAlertId)).toEqual([foreign]);
  });

  it("lists the notification log with the alerts, behind its key", async () => {
    const log = await t.graphql<{
      notificationLog: {
        notificationLog: {
          data: {
            typeField: string;
            data: string | null;
            user: { fullname: string };
            rawAlert: { rawAlertId: number };
          }[];
          pagination: { total: number };
        };
      };
    }>(
      admin,
      `query ($v: [Int!]) { notificationLog(filter: { vehicleIds: $v, typeField: ["FalseAlert"], pagination: { page: 1, show: 50 } }) {
        isSuccessful notificationLog { data { id typeField data note createdOn user { fullname } rawAlert { rawAlertId licensePlate } } pagination { total page show } } } }`,
      { v: [vehicleId] },
    );
    const entries = log.data?.notificationLog.notificationLog;
    expect(entries?.pagination.total).toBe(2);
    expect(entries?.data.map((entry) => [entry.typeField, entry.data, entry.rawAlert.rawAlertId])).toEqual([
      ["FalseAlert", "false", a2],
      ["FalseAlert", "true", a2],
    ]);
    const search = await t.graphql<{ notificationLog: { notificationLog: { data: unknown[] } } }>(
      admin,
      `query { notificationLog(filter: { search: "ditelepon" }) { notificationLog { data { typeField } } } }`,
    );
    expect(search.data?.notificationLog.notificationLog.data).toEqual([{ typeField: "Feedback" }]);
    const other = await t.graphql<{
      notificationLog: { notificationLog: { data: { rawAlert: { rawAlertId: number } }[] } };
    }>(
      lain,
      `query { notificationLog(filter: { pagination: { page: 1, show: 100 } }) { notificationLog { data { rawAlert { rawAlertId } } } } }`,
    );
    expect(
      other.data?.notificationLog.notificationLog.data.map((entry) => entry.rawAlert.rawAlertId),
    ).toEqual([foreign]);
    const noKey = await t.loginAs(["e4a-alert-center-main:read"]);
    const denied = await t.graphql(noKey, `query { notificationLog { isSuccessful } }`);
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("lets the Notifikasi menu keys read alerts, and nobody else", async () => {
    const menuOnly = await t.loginAs(["e1b-web-umum:read"]);
    expect((await list(menuOnly, {})).pagination.total).toBe(3);
    const none = await t.loginAs(["b1f-liveview-v2:read"]);
    const denied = await t.graphql(none, `query { rawAlerts { isSuccessful } }`);
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("gives a fleet-order alert all nine details the order system stored, and none for a malformed record", async () => {
    const companyId = await companyIdOf(t.database.db, "PT Armada Demo");
    const foData = {
      location: "Gudang Cakung",
      totalDurationMinutes: 185,
      targetTime: "2026-11-23T08:00:00.000Z",
      actualTime: "2026-11-23T08:42:00.000Z",
      destination: "Toko Sumber Rejeki, Bekasi",
      distanceKm: 23.4,
      targetArrival: "2026-11-23T10:00:00.000Z",
      estimatedArrival: "2026-11-23T10:25:00.000Z",
      plannedActivityMinutes: 30,
    };
    const stored = await insertTestAlert(t.database.db, {
      companyId,
      vehicleId,
      alertCode: 137,
      alertData: "SO-2611-0042|42|7",
      isResolved: true,
      additionalData: { foData },
    });
    const malformed = await insertTestAlert(t.database.db, {
      companyId,
      vehicleId,
      alertCode: 138,
      alertData: "SO-2611-0043|43|8",
      isResolved: true,
      additionalData: { foData: { distanceKm: "jauh" } },
    });
    const details = async (id: number) =>
      (
        await t.graphql<{ rawAlert: { data: { foData: Record<string, unknown> | null } | null } }>(
          admin,
          `query ($id: String!) { rawAlert(filter: { id: $id }) { data { foData { location totalDurationMinutes
             targetTime actualTime destination distanceKm targetArrival estimatedArrival plannedActivityMinutes } } } }`,
          { id: String(id) },
        )
      ).data?.rawAlert.data?.foData;
    expect(await details(stored.rawAlertId)).toEqual(foData);
    expect(await details(malformed.rawAlertId)).toBeNull();
  });
});
