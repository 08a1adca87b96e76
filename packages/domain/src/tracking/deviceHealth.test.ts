import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEVICE_STATUS_ATTRIBUTE, deviceHealthOf } from "./deviceHealth.js";

describe("deviceHealthOf", () => {
  it("reads the last status report before the last position's values", () => {
    const health = deviceHealthOf(67, {
      satellites: 9,
      gsmSignal: 1,
      [DEVICE_STATUS_ATTRIBUTE]: {
        gsmSignal: 3,
        charging: true,
        externalVolts: 12.4,
        time: "2026-11-24T03:00:00.000Z",
      },
    });
    expect(health).toEqual({
      batteryPercent: 67,
      batteryVolts: null,
      charging: true,
      externalVolts: 12.4,
      gsmSignal: 3,
      satellites: 9,
      statusTime: "2026-11-24T03:00:00.000Z",
    });
  });

  it("falls back to the position's values when no status report has them", () => {
    expect(deviceHealthOf(null, { gsmSignal: 2, batteryVolts: 4.1, charging: false })).toMatchObject({
      gsmSignal: 2,
      batteryVolts: 4.1,
      charging: false,
      statusTime: null,
    });
  });

  it("drops impossible values instead of showing them", () => {
    expect(
      deviceHealthOf(250, {
        satellites: -3,
        [DEVICE_STATUS_ATTRIBUTE]: { gsmSignal: 31, externalVolts: 900, batteryVolts: "4", time: "soon" },
      }),
    ).toBeNull();
  });

  it("is null for a device that said nothing of its health", () => {
    expect(deviceHealthOf(null, null)).toBeNull();
    expect(deviceHealthOf(null, { protocolNumber: 0x22, [DEVICE_STATUS_ATTRIBUTE]: "garbage" })).toBeNull();
  });

  it("never throws and only returns values in range, whatever the attributes hold", () => {
    fc.assert(
      fc.property(
        fc.option(fc.double()),
        fc.option(fc.dictionary(fc.string(), fc.anything())),
        (battery, attributes) => {
          const health = deviceHealthOf(battery, attributes);
          if (health === null) return;
          for (const value of [health.batteryPercent, health.gsmSignal, health.satellites])
            expect(value === null || (Number.isFinite(value) && value >= 0 && value <= 100)).toBe(true);
        },
      ),
    );
  });
});
