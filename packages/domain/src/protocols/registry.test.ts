import { describe, expect, it } from "vitest";
import { DEVICE_VENDOR_TYPES, vendorDisplayName } from "../schemas/deviceInput.js";
import { TRACKER_PROTOCOLS, trackerCodecOf } from "./registry.js";
import { type TrackerVendor, takesDeviceCommands, takesRebootCommand } from "./trackerVendors.js";

describe("tracker protocol registry", () => {
  it("gives each protocol its own vendor type and port, offered in the device forms with the codec's name", () => {
    const vendorTypes = TRACKER_PROTOCOLS.map((protocol) => protocol.vendorType);
    const ports = TRACKER_PROTOCOLS.map((protocol) => protocol.defaultPort);
    expect(new Set(vendorTypes).size).toBe(vendorTypes.length);
    expect(new Set([...ports, 5023, 5015, 5055]).size).toBe(ports.length + 3);
    for (const protocol of TRACKER_PROTOCOLS) {
      expect(protocol.codec.vendorType).toBe(protocol.vendorType);
      expect(DEVICE_VENDOR_TYPES).toContain(protocol.vendorType);
      expect(trackerCodecOf(protocol.vendorType)).toBe(protocol.codec);
      // the catalogue the web bundles (without codecs) says what the codec does
      expect(protocol.label).toBe(protocol.codec.label);
      expect(protocol.takesCommands).toBe(protocol.codec.commandText !== undefined);
      const rebootText = protocol.codec.commandText?.("reboot", "1", new Date()) ?? null;
      expect((protocol as TrackerVendor).reboots === true).toBe(rebootText !== null);
    }
    expect(vendorDisplayName("teltonika")).toBe("Teltonika");
  });

  it("says which devices take operator commands", () => {
    expect(["gt06", "teltonika", "h02", "gps103", "gl200", "suntech"].every(takesDeviceCommands)).toBe(true);
    expect(["osmand", "jt808", "bsj", null, undefined].some(takesDeviceCommands)).toBe(false);
  });

  it("says which devices take the reboot command", () => {
    expect(["gt06", "teltonika"].every(takesRebootCommand)).toBe(true);
    expect(["h02", "gps103", "osmand", "jt808", null].some(takesRebootCommand)).toBe(false);
  });
});
