import { ALERT_CODE } from "@armada/domain";
import { DASHCAM_ALARMS, Jt808Dashcam, silentSimulatorLogger } from "@armada/simulator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_DASHCAM_ID } from "../../seed/demoFleet.js";
import type { TestApp } from "../../testing/testApp.js";
import { devices, vehicles } from "../fleet/fleet.tables.js";
import type { Ingest } from "../ingest/startIngest.js";
import {
  alarmMediaRequests,
  type DashcamTestApp,
  drivingSample,
  startDashcamTestApp,
} from "../media/testing/dashcamTestApp.js";
import { rawAlerts } from "./alerts.tables.js";

/** The seeded demo, out of the box: its simulated dashcam's alarm becomes an alert whose media plays. */
describe("the demo's dashcam alerts", () => {
  let t: TestApp;
  let ingest: Ingest | undefined;
  let dashcam: Jt808Dashcam | undefined;
  let dashcamApp: DashcamTestApp;

  beforeAll(async () => {
    dashcamApp = await startDashcamTestApp();
    ({ app: t, ingest } = dashcamApp);
  });

  afterAll(async () => {
    dashcam?.stop();
    await dashcamApp.close();
  });

  it("seeds camera rules for every alarm the simulated dashcams raise", async () => {
    const admin = await t.login("admin");
    const rules = await t.graphql<{
      alertRules: { alertRules: { data: { alertCode: number }[] } };
    }>(
      admin,
      `query { alertRules(filter: { isActive: true, pagination: { page: 1, show: 100 } }) { alertRules { data { alertCode } } } }`,
    );
    const active = new Set(rules.data?.alertRules.alertRules.data.map((rule) => rule.alertCode));
    const raised = [
      ALERT_CODE.dmsFatigue,
      ALERT_CODE.dmsPhoneCall,
      ALERT_CODE.dmsDistraction,
      ALERT_CODE.adasForwardCollision,
      ALERT_CODE.adasLaneDeparture,
    ];
    expect(DASHCAM_ALARMS).toHaveLength(raised.length);
    for (const code of raised) expect(active.has(code), `rule for code ${code}`).toBe(true);
  });

  it("a demo dashcam's fatigue alarm → an alert with its snapshot and clip, complete for 'Lihat media'", async () => {
    const [vehicle] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .innerJoin(devices, eq(devices.id, vehicles.deviceId))
      .where(eq(devices.imei, DEMO_DASHCAM_ID));
    if (!vehicle) throw new Error("the demo dashcam's vehicle is not seeded");
    dashcam = new Jt808Dashcam(DEMO_DASHCAM_ID, "127.0.0.1", ingest?.ports.jt808 ?? 0, silentSimulatorLogger);
    dashcam.start();
    await expect.poll(() => dashcam?.connected, { timeout: 10_000 }).toBe(true);
    const alarmTime = new Date(Date.now() - 5_000);
    alarmTime.setUTCMilliseconds(0);
    dashcam.sendLocation(drivingSample(40), new Date(alarmTime.getTime() - 5_000));
    dashcam.sendLocation(drivingSample(42), alarmTime, { kind: "dms", type: 0x01, attachments: true });

    await expect
      .poll(async () => (await alarmMediaRequests(t, vehicle.id)).length, { timeout: 40_000 })
      .toBe(2);
    const [alert] = await t.database.db.select().from(rawAlerts).where(eq(rawAlerts.vehicleId, vehicle.id));
    expect(alert).toMatchObject({ alertCode: ALERT_CODE.dmsFatigue, shouldHaveMedia: true });

    const operator = await t.login("operator");
    const shown = await t.graphql<{ rawAlerts: { rawAlerts: { data: Record<string, unknown>[] } } }>(
      operator,
      `query ($filter: RawAlertsFilter) { rawAlerts(filter: $filter) { rawAlerts { data { shouldHaveMedia pollingStatus videoData { contentType channel } } } } }`,
      { filter: { rawAlertIds: [alert?.rawAlertId] } },
    );
    expect(shown.data?.rawAlerts.rawAlerts.data[0]).toMatchObject({
      shouldHaveMedia: true,
      pollingStatus: "complete",
      videoData: { contentType: "video/mp4", channel: 3 },
    });
  });
});
