import {
  ALERT_CODE,
  encodeJt808Location,
  JT808_MESSAGE,
  type Jt808SafetyAlarmInput,
  JT808_STANDARD_ZONE_MINUTES as ZONE,
} from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { alertRules, alertRuleVehicles, rawAlerts } from "../alerts/alerts.tables.js";
import { vehicleLatestStatus } from "../positions/positions.tables.js";
import { silentLogger } from "./ingestLogger.js";
import { type Ingest, startIngest } from "./startIngest.js";
import { ingestTestConfig } from "./testing/ingestTestConfig.js";
import { Jt808TestTerminal } from "./testing/jt808Terminal.js";

/** A JT/T 808 dashcam through a real socket into the real pipeline, alert engine and database. */
describe("JT/T 808 dashcam alarms end to end", () => {
  let t: TestApp;
  let ingest: Ingest | undefined;
  const terminals: Jt808TestTerminal[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    ingest = await startIngest(t.services.positionPipeline, ingestTestConfig(), silentLogger);
  });

  afterAll(async () => {
    for (const terminal of terminals) terminal.close();
    await ingest?.stop();
    await t.close();
  });

  async function dashcamWithRule(terminalId: string, alertCode: number) {
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: terminalId,
      licensePlate: `B ${terminalId.slice(-4)} DC`,
      vendorType: "jt808",
    });
    const [rule] = await t.database.db
      .insert(alertRules)
      .values({ companyId: vehicle.companyId, alertCode, label: "Dashcam", alertUrgencyType: "Urgent" })
      .returning();
    if (!rule) throw new Error("no rule");
    await t.database.db
      .insert(alertRuleVehicles)
      .values({ alertRuleId: rule.alertRuleId, vehicleId: vehicle.vehicleId });
    t.services.bus.publish(topics.alertRuleChanges(vehicle.companyId), {
      companyId: vehicle.companyId,
      alertRuleIds: [rule.alertRuleId],
    });
    const port = ingest?.ports.jt808 ?? 0;
    const terminal = await Jt808TestTerminal.authenticated(port, terminalId, 2019);
    terminals.push(terminal);
    return { vehicle, rule, terminal };
  }

  const location = (secondsAgo: number, safetyAlarms: Jt808SafetyAlarmInput[] = []) => {
    const time = new Date(Date.now() - secondsAgo * 1000);
    return encodeJt808Location(
      { time, latitude: -6.2, longitude: 106.82, speedKmh: 50, course: 90, safetyAlarms },
      ZONE,
    );
  };

  const alertsOf = async (vehicleId: number) => {
    await t.services.positionPipeline.drain();
    await t.services.alertEngine.idle();
    return t.database.db.select().from(rawAlerts).where(eq(rawAlerts.vehicleId, vehicleId));
  };

  it("a DMS fatigue alarm raises alert 111 as a camera alert that should have media", async () => {
    const { vehicle, rule, terminal } = await dashcamWithRule("62811000001", ALERT_CODE.dmsFatigue);
    await terminal.send(JT808_MESSAGE.location, location(20));
    await terminal.response();
    const fatigue: Jt808SafetyAlarmInput = {
      kind: "dms",
      alarmId: 1,
      type: 0x01,
      flag: 1,
      speedKmh: 50,
      latitude: -6.2,
      longitude: 106.82,
      time: new Date(Date.now() - 10_000),
      terminalId: "DC00001",
      attachments: 1,
    };
    await terminal.send(JT808_MESSAGE.location, location(10, [fatigue]));
    expect(await terminal.response()).toMatchObject({ result: 0 });
    await expect
      .poll(() => alertsOf(vehicle.vehicleId))
      .toMatchObject([
        {
          alertCode: ALERT_CODE.dmsFatigue,
          // the demo's own fatigue rule covers every vehicle too
          alertRuleIds: expect.arrayContaining([rule.alertRuleId]),
          shouldHaveMedia: true,
          sourceDeviceCategory: "camera",
          sourceDeviceType: "jt808",
        },
      ]);
    const [state] = await t.database.db
      .select()
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.vehicleId, vehicle.vehicleId));
    expect(state?.latitude).toBeCloseTo(-6.2, 4);
  });

  it("an ADAS forward collision raises alert 90", async () => {
    const { vehicle, terminal } = await dashcamWithRule("62811000002", ALERT_CODE.adasForwardCollision);
    const collision: Jt808SafetyAlarmInput = {
      kind: "adas",
      alarmId: 2,
      type: 0x01,
      flag: 1,
      speedKmh: 50,
      latitude: -6.2,
      longitude: 106.82,
      time: new Date(Date.now() - 5_000),
      terminalId: "DC00002",
    };
    await terminal.send(JT808_MESSAGE.location, location(5, [collision]));
    await terminal.response();
    await expect
      .poll(() => alertsOf(vehicle.vehicleId))
      .toMatchObject([{ alertCode: ALERT_CODE.adasForwardCollision, sourceDeviceCategory: "camera" }]);
  });
});
