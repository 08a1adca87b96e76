import { describe, expect, it } from "vitest";
import { DEVICE_VENDOR_TYPES, vendorDisplayName } from "../schemas/deviceInput.js";
import { TRACKER_PROTOCOLS, trackerCodecOf } from "./registry.js";
import { takesDeviceCommands } from "./trackerVendors.js";

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
    }
    expect(vendorDisplayName("teltonika")).toBe("Teltonika");
  });

  it("says which devices take operator commands", () => {
    expect(["gt06", "teltonika", "h02", "gps103", "gl200", "suntech"].every(takesDeviceCommands)).toBe(true);
    expect(["osmand", "jt808", "bsj", null, undefined].some(takesDeviceCommands)).toBe(false);
  });
});
