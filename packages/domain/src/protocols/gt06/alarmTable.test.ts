import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../../alerts/alertCodeNumbers.js";
import { alertCodeOfAlarm } from "../../alerts/engine/alarmAlertCodes.js";
import { GT06_ALARM_BY_CODE, GT06_MODEL_ALARMS, gt06AlarmTable } from "./alarmTable.js";
import { decodeGt06 } from "./decode.js";
import { encodeGt06Packet } from "./encode.js";
import { Gt06FrameSplitter } from "./frameSplitter.js";
import { GT06_MODELS, gt06ModelTraits } from "./models.js";

const alertOfByte = (code: number, model: string | null = null) =>
  alertCodeOfAlarm(gt06AlarmTable(model)[code]);

describe("GT06 alarm table → alert codes", () => {
  it.each([
    [0x01, ALERT_CODE.sos],
    [0x02, ALERT_CODE.powerCut],
    [0x11, ALERT_CODE.powerCut],
    [0x0e, ALERT_CODE.lowBattery],
    [0x0f, ALERT_CODE.lowBattery],
    [0x19, ALERT_CODE.lowBattery],
    [0x0c, null], // power on, on the document's devices
    [0x13, ALERT_CODE.tampering],
    [0x25, ALERT_CODE.tampering],
    [0x32, ALERT_CODE.tampering],
    [0x18, ALERT_CODE.tampering],
    [0x17, ALERT_CODE.tampering], // jamming
    [0x1a, ALERT_CODE.harshBraking],
    [0x27, ALERT_CODE.harshBraking],
    [0x28, ALERT_CODE.harshBraking],
    [0x30, ALERT_CODE.harshBraking],
    [0x1b, ALERT_CODE.harshTurn],
    [0x2a, ALERT_CODE.harshTurn],
    [0x2b, ALERT_CODE.harshTurn],
    [0x2e, ALERT_CODE.harshTurn],
    [0x26, ALERT_CODE.harshAcceleration],
    [0x29, ALERT_CODE.harshAcceleration],
    [0x2c, ALERT_CODE.accident],
    [0x23, ALERT_CODE.accident],
    // the engine raises geofence and overspeed alerts from positions and rules; door, vibration and ACC are states
    [0x04, null],
    [0x05, null],
    [0x06, null],
    [0x14, null],
    [0x03, null],
    [0xfe, null],
    [0xff, null],
  ])("alarm byte 0x%s → alert %s", (code, alert) => {
    expect(alertOfByte(code)).toBe(alert);
  });

  it("lets the model decide where one code means different things", () => {
    expect(gt06AlarmTable(null)[0x0c]).toBe("powerOn");
    expect(alertOfByte(0x0c, "seeworld")).toBe(ALERT_CODE.tampering);
    expect(alertOfByte(0x2d, "wanway")).toBe(ALERT_CODE.dmsFatigue);
    expect(alertOfByte(0x2d, "nt20")).toBe(ALERT_CODE.accident);
    expect(gt06AlarmTable(null)[0x2d]).toBeUndefined();
    expect(gt06AlarmTable("no-such-model")).toBe(GT06_ALARM_BY_CODE);
  });

  it("every model's traits carry its table", () => {
    for (const model of GT06_MODELS)
      expect(gt06ModelTraits(model).alarms).toEqual({ ...GT06_ALARM_BY_CODE, ...GT06_MODEL_ALARMS[model] });
  });

  it("the decoder reads the alarm byte of a heartbeat with the device's model", () => {
    const [frame] = new Gt06FrameSplitter().push(
      encodeGt06Packet(0x13, Uint8Array.of(0x40, 6, 4, 0x0c, 2), 1),
    );
    if (!frame) throw new Error("no frame");
    expect(decodeGt06(frame, { traits: gt06ModelTraits("standard") })).toMatchObject({ alarm: "powerOn" });
    expect(decodeGt06(frame, { traits: gt06ModelTraits("seeworld") })).toMatchObject({ alarm: "tampering" });
  });
});
