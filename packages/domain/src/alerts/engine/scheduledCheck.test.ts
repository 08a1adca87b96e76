import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import type { EngineSnapshot } from "./engineTypes.js";
import { evaluateSample, evaluateSnapshot } from "./evaluateVehicle.js";
import { groupRaises } from "./groupRaises.js";
import { CONTEXT, MONDAY_10_WIB, makeRule, makeSample } from "./testing/syntheticTrack.js";
import type { VehicleAlertState } from "./vehicleAlertState.js";

const T0 = MONDAY_10_WIB;
const MIN = 60_000;
const snapshot = (overrides: Partial<EngineSnapshot> = {}): EngineSnapshot => {
  const { alarm: _alarm, ...sample } = makeSample(T0, { speed: 0, ignition: false });
  return { ...sample, stoppedSince: T0, ...overrides };
};

describe("scheduled check: offline (5), not moved (15), no data (16)", () => {
  it("offline raises once after the company offline timeout and again only after a new packet", () => {
    const rule = makeRule(ALERT_CODE.offline);
    let state: VehicleAlertState | undefined;
    const check = (now: number, snap = snapshot()) => {
      const result = evaluateSnapshot([rule], state, snap, now, CONTEXT);
      state = JSON.parse(JSON.stringify(result.state));
      return result.raises;
    };
    expect(check(T0 + 59 * MIN)).toHaveLength(0);
    const raised = check(T0 + 61 * MIN);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      alertCode: 5,
      alertData: "3660|3600",
      alertFlag: "S",
      time: T0 + 61 * MIN,
    });
    expect(check(T0 + 120 * MIN)).toHaveLength(0);
    // the device comes back (a packet), then goes silent again
    const back = evaluateSample([rule], state, makeSample(T0 + 130 * MIN), CONTEXT);
    state = back.state;
    expect(check(T0 + 200 * MIN, snapshot({ lastPacket: T0 + 130 * MIN }))).toHaveLength(1);
  });

  it("an update from the offline sweep (no new packet) does not end the offline episode", () => {
    const rule = makeRule(ALERT_CODE.offline, { minThresholdTime: 600 });
    const first = evaluateSnapshot([rule], undefined, snapshot(), T0 + 11 * MIN, CONTEXT);
    const sweepUpdate = makeSample(T0, { motionStatus: "offline", lastPacket: T0 });
    const after = evaluateSample([rule], first.state, sweepUpdate, CONTEXT);
    expect(evaluateSnapshot([rule], after.state, snapshot(), T0 + 20 * MIN, CONTEXT).raises).toHaveLength(0);
  });

  it("no data for days uses minThreshold minutes; not moved for days counts from the stop", () => {
    const noData = makeRule(ALERT_CODE.noDataForDays, { minThreshold: 2 * 1440 });
    const notMoved = makeRule(ALERT_CODE.notMovedForDays, { minThreshold: 1440 });
    const snap = snapshot({ lastPacket: T0 + 1440 * MIN, stoppedSince: T0 - 60 * MIN });
    const result = evaluateSnapshot([noData, notMoved], undefined, snap, T0 + 1440 * MIN, CONTEXT);
    expect(result.raises.map((r) => [r.alertCode, r.alertData])).toEqual([[15, "1500|1440"]]);
    const later = evaluateSnapshot([noData, notMoved], result.state, snap, T0 + 4 * 1440 * MIN, CONTEXT);
    expect(later.raises.map((r) => [r.alertCode, r.alertData])).toEqual([[16, "4320|2880"]]);
    // moving ends "not moved"; standing still for another day raises it again
    const moved = evaluateSample(
      [noData, notMoved],
      later.state,
      makeSample(T0 + 5 * 1440 * MIN, { speed: 30 }),
      CONTEXT,
    );
    const still = snapshot({ lastPacket: T0 + 6 * 1440 * MIN, stoppedSince: T0 + 5 * 1440 * MIN + MIN });
    const again = evaluateSnapshot(
      [noData, notMoved],
      moved.state,
      still,
      T0 + 6 * 1440 * MIN + 2 * MIN,
      CONTEXT,
    );
    expect(again.raises.map((r) => r.alertCode)).toEqual([15]);
  });

  it("parking goes on without new positions; idle only while the device still reports", () => {
    const parking = makeRule(ALERT_CODE.parking);
    const idle = makeRule(ALERT_CODE.idle);
    const parked = evaluateSample(
      [parking, idle],
      undefined,
      makeSample(T0, { speed: 0, ignition: false }),
      CONTEXT,
    );
    expect(
      evaluateSnapshot([parking, idle], parked.state, snapshot(), T0 + 11 * MIN, CONTEXT).raises.map(
        (r) => r.alertCode,
      ),
    ).toEqual([4]);
    const idling = evaluateSample(
      [parking, idle],
      undefined,
      makeSample(T0, { speed: 0, ignition: true }),
      CONTEXT,
    );
    const idleSnap = snapshot({ ignition: true });
    expect(
      evaluateSnapshot([idle], idling.state, idleSnap, T0 + 6 * MIN, CONTEXT).raises.map((r) => r.alertCode),
    ).toEqual([3]);
    expect(evaluateSnapshot([idle], idling.state, idleSnap, T0 + 61 * MIN, CONTEXT).raises).toHaveLength(0);
  });

  it("a stop the engine never saw counts from the snapshot's stoppedSince", () => {
    const parking = makeRule(ALERT_CODE.parking);
    const result = evaluateSnapshot(
      [parking],
      undefined,
      snapshot({ stoppedSince: T0 - 60 * MIN }),
      T0,
      CONTEXT,
    );
    expect(result.raises.map((r) => [r.alertCode, r.alertData])).toEqual([[4, "3600|600"]]);
  });

  it("keeps the state of rules it does not evaluate and drops that of rules gone", () => {
    const enter = makeRule(ALERT_CODE.geofenceEnter, {
      geofences: [
        {
          geofenceId: 1,
          fenceName: "A",
          shape: { type: "C", circData: { lat: -6.2, lng: 106.85, radius: 100 } },
        },
      ],
    });
    const gone = makeRule(ALERT_CODE.sos);
    const first = evaluateSample([enter, gone], undefined, makeSample(T0, { alarm: "sos" }), CONTEXT);
    expect(Object.keys(first.state.rules).sort()).toEqual(
      [String(enter.alertRuleId), String(gone.alertRuleId)].sort(),
    );
    const checked = evaluateSnapshot([enter], first.state, snapshot(), T0 + MIN, CONTEXT);
    expect(Object.keys(checked.state.rules)).toEqual([String(enter.alertRuleId)]);
  });
});

describe("groupRaises", () => {
  it("rules of one code raising on one position make one alert with all their ids", () => {
    const a = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80, minThresholdTime: 0 });
    const b = makeRule(ALERT_CODE.overspeed, { maxThreshold: 90, minThresholdTime: 0 });
    const sos = makeRule(ALERT_CODE.sos);
    const { raises } = evaluateSample(
      [b, a, sos],
      undefined,
      makeSample(T0, { speed: 100, alarm: "sos" }),
      CONTEXT,
    );
    const grouped = groupRaises(raises);
    expect(grouped.map((g) => [g.alertCode, g.alertRuleIds, g.alertData])).toEqual([
      [8, [a.alertRuleId, b.alertRuleId], "100|0|80"],
      [6, [sos.alertRuleId], "sos|100"],
    ]);
  });
});
