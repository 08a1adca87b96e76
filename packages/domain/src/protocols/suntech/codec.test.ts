import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asciiBytes, asciiText } from "../tracker/trackerCodec.js";
import { decodeSuntech, encodeSuntechCommand, suntechCodec, suntechCommandText } from "./codec.js";
import { encodeSuntechPosition } from "./encode.js";

const ID = "205027329";
/** date, time, cell, lat, lon, speed km/h, course, satellites, fix, distance m, power volts, IO */
const POSITION = "20261128;10:15:00;2a3b4c;-06.175110;+106.827153;045.500;092.00;10;1;123456;12.60;100000";
const decode = (text: string) => decodeSuntech(asciiBytes(`${text}\r`));

function fixOf(text: string) {
  const message = decode(text);
  if (message.kind !== "positions") throw new Error(`not positions: ${JSON.stringify(message)}`);
  expect(message.imei).toBe(ID);
  return message.fixes[0];
}

describe("Suntech ST300/ST600/ST4300", () => {
  it("reads an ST300STT status report: UTC time, km/h, odometer, power and backup volts, satellites, ignition", () => {
    expect(fixOf(`ST300STT;${ID};04;706;${POSITION};2;0001;000123;4.1;1`)).toEqual({
      fixTime: new Date("2026-11-28T10:15:00Z"),
      latitude: -6.17511,
      longitude: 106.827153,
      speedKmh: 45.5,
      course: 92,
      gpsFixed: true,
      ignition: true,
      odometerKm: 123.456,
      attributes: {
        event: "STT",
        satellites: 10,
        externalVolts: 12.6,
        charging: true,
        batteryVolts: 4.1,
        cell: "2a3b4c",
        model: "04",
        io: "100000",
      },
    });
  });

  it("reads the ST600 and ST4300 headers alike, the SA200 one without a model; a stored report is buffered", () => {
    expect(fixOf(`ST600STT;${ID};07;310;${POSITION};2;0001;000123;4.1;0`)?.attributes).toMatchObject({
      model: "07",
      buffered: true,
    });
    expect(fixOf(`ST4300STT;${ID};52;101;${POSITION};2;0001;000123;4.1;1`)?.latitude).toBe(-6.17511);
    const old = fixOf(`SA200STT;${ID};020;${POSITION.replace(";100000", ";000000")};1;0002`);
    expect(old).toMatchObject({ ignition: false, attributes: { externalVolts: 12.6 } });
    expect(old?.attributes.model).toBeUndefined();
    expect(old?.attributes.batteryVolts).toBeUndefined();
  });

  it("maps ALT alert ids to alarms and ignition, EMG to SOS (power removed to powerCut), EVT keeps its id", () => {
    const alert = (id: number) => fixOf(`ST300ALT;${ID};04;706;${POSITION};${id};0;0;000123;4.1;1`);
    expect(alert(1)).toMatchObject({ alarm: "overspeed", attributes: { eventId: 1, batteryVolts: 4.1 } });
    expect(alert(41)?.alarm).toBe("powerCut");
    expect(alert(47)?.alarm).toBe("harshBraking");
    expect(alert(50)?.alarm).toBe("jamming");
    expect(alert(2)?.alarm).toBeUndefined();
    expect(alert(34)).toMatchObject({ ignition: false });
    expect(alert(33)).toMatchObject({ ignition: true });
    const emergency = (id: number) => fixOf(`ST300EMG;${ID};04;706;${POSITION};${id};000123;4.1;1`);
    expect(emergency(1)?.alarm).toBe("sos");
    expect(emergency(3)?.alarm).toBe("powerCut");
    expect(fixOf(`ST300EVT;${ID};04;706;${POSITION};1;000123;4.1;1`)).toMatchObject({
      ignition: true,
      attributes: { event: "EVT", eventId: 1 },
    });
    expect(fixOf(`ST300EVT;${ID};04;706;${POSITION};1;000123;4.1;1`)?.alarm).toBeUndefined();
  });

  it("reads the universal format by its report map", () => {
    const all = fixOf(
      `STT;${ID};7FFFFF;04;706;1;20261128;10:15:00;2a3b4c;510;10;1234;-65;-6.175110;+106.827153;045.500;092.00;10;1;10000000;00000000;2;0;0001;4.1;12.60`,
    );
    expect(all).toMatchObject({
      fixTime: new Date("2026-11-28T10:15:00Z"),
      latitude: -6.17511,
      speedKmh: 45.5,
      ignition: true,
      // RX_LVL -65 dBm is 24 on the GSM 0–31 scale: 3 bars of 4
      attributes: { satellites: 10, batteryVolts: 4.1, externalVolts: 12.6, gsmSignal: 3, model: "04" },
    });
    // date, time, lat, lon, speed, course, fix only (bits 3, 4, 10–13, 15)
    const some = fixOf(`STT;${ID};00BC18;20261128;10:15:00;-6.175110;+106.827153;045.500;092.00;0`);
    expect(some).toMatchObject({
      latitude: -6.17511,
      course: 92,
      gpsFixed: false,
      attributes: { event: "STT" },
    });
    expect(fixOf(`EMG;${ID};00BC18;20261128;10:15:00;-6.175110;+106.827153;0;0;1;1`)?.alarm).toBe("sos");
  });

  it("reads keep-alives as statuses and CMD frames as command answers", () => {
    expect(decode(`ST300ALV;${ID}`)).toEqual({
      kind: "status",
      imei: ID,
      status: { attributes: { event: "ALV" } },
    });
    expect(decode(`ALV;${ID}`).kind).toBe("status");
    expect(decode(`ST300CMD;${ID};02;Enable1`)).toEqual({
      kind: "commandReply",
      imei: ID,
      text: "02;Enable1",
    });
  });

  it("counts what it cannot read with a reason", () => {
    expect(decode(`ST300HTE;${ID};04;706;20261128;10:15:00`)).toMatchObject({
      kind: "unknown",
      type: "HTE",
      reason: "trip summary not read",
      imei: ID,
    });
    expect(decode(`ST300UEX;${ID};04;706;12;ABCDEF`)).toMatchObject({
      type: "UEX",
      reason: "serial device data not read",
    });
    expect(decode(`ST300XYZ;${ID}`)).toMatchObject({ reason: "message type not read" });
    expect(decode(`ST300STT;${ID};04;706;20261332;10:15:00;;-06.1;+106.8;0;0;0;0;0;0;000000`)).toMatchObject({
      reason: "position out of range",
    });
    expect(decode(`STT;${ID};XYZ;1`)).toMatchObject({ reason: "report map unreadable" });
    expect(decode("ST300STT;abc;04")).toMatchObject({ reason: "no device id" });
    expect(decode("GET / HTTP/1.1")).toMatchObject({ reason: "not a Suntech report" });
  });

  it("splits frames on the carriage return", () => {
    const frame = `ST300STT;${ID};04;706;${POSITION};2;0001;000123;4.1;1\r`;
    const splitter = suntechCodec.newSplitter();
    expect(splitter.push(asciiBytes(`${frame}\n${frame.slice(0, 30)}`))).toHaveLength(1);
    expect(splitter.push(asciiBytes(frame.slice(30)))).toHaveLength(1);
  });

  it("writes StatusReq, Enable1/Disable1 and Reboot, each ended by a carriage return", () => {
    expect(suntechCommandText("locate", ID)).toBe(`ST300CMD;${ID};02;StatusReq`);
    expect(suntechCommandText("engineCut", ID)).toBe(`ST300CMD;${ID};02;Enable1`);
    expect(suntechCommandText("engineRestore", ID)).toBe(`ST300CMD;${ID};02;Disable1`);
    expect(suntechCommandText("reboot", ID)).toBe(`ST300CMD;${ID};02;Reboot`);
    expect(asciiText(encodeSuntechCommand("ST300CMD;1;02;Reboot"))).toBe("ST300CMD;1;02;Reboot\r");
    expect(asciiText(encodeSuntechCommand("ST300CMD;1;02;Reboot\r"))).toBe("ST300CMD;1;02;Reboot\r");
  });

  it("decodes any position it encodes, to the precision of the frame", () => {
    fc.assert(
      fc.property(
        fc.record({
          time: fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
          latitude: fc.double({ min: -90, max: 90, noNaN: true }),
          longitude: fc.double({ min: -180, max: 180, noNaN: true }),
          speedKmh: fc.double({ min: 0, max: 999, noNaN: true }),
          course: fc.double({ min: 0, max: 359.99, noNaN: true }),
          ignition: fc.boolean(),
        }),
        (fix) => {
          const message = decodeSuntech(encodeSuntechPosition(ID, fix));
          if (message.kind !== "positions") throw new Error(message.kind);
          const [decoded] = message.fixes;
          expect(decoded?.fixTime.getTime()).toBe(Math.floor(fix.time.getTime() / 1000) * 1000);
          expect(decoded?.latitude).toBeCloseTo(fix.latitude, 5);
          expect(decoded?.longitude).toBeCloseTo(fix.longitude, 5);
          expect(decoded?.speedKmh).toBeCloseTo(fix.speedKmh, 2);
          expect(decoded?.ignition).toBe(fix.ignition);
        },
      ),
      { numRuns: 300 },
    );
  });
});
