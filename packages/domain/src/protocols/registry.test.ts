import { describe, expect, it } from "vitest";
import { DEVICE_VENDOR_TYPES, vendorDisplayName } from "../schemas/deviceInput.js";
import { GATEWAY_PROTOCOLS, INGEST_PROTOCOLS } from "./ingestProtocols.js";
import { TRACKER_PROTOCOLS, trackerCodecOf } from "./registry.js";
import { type TrackerVendor, takesDeviceCommands, takesRebootCommand } from "./trackerVendors.js";

describe("tracker protocol registry", () => {
  it("gives each protocol its own vendor type and port, offered in the device forms with the codec's name", () => {
    const vendorTypes = TRACKER_PROTOCOLS.map((protocol) => protocol.vendorType);
    expect(new Set(vendorTypes).size).toBe(vendorTypes.length);
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

  it("lists every listening protocol once, each with its own port and port variable, codecs included", () => {
    const columns = (pick: (line: (typeof INGEST_PROTOCOLS)[number]) => unknown) =>
      INGEST_PROTOCOLS.map(pick);
    for (const column of [columns((line) => line.vendorType), columns((line) => line.defaultPort)])
      expect(new Set(column).size).toBe(INGEST_PROTOCOLS.length);
    expect(new Set(columns((line) => line.portEnv)).size).toBe(INGEST_PROTOCOLS.length);
    expect(columns((line) => line.vendorType)).toEqual([
      ...GATEWAY_PROTOCOLS.map(({ vendorType }) => vendorType),
      ...TRACKER_PROTOCOLS.map(({ vendorType }) => vendorType),
    ]);
    for (const line of INGEST_PROTOCOLS) expect(DEVICE_VENDOR_TYPES).toContain(line.vendorType);
    expect(INGEST_PROTOCOLS.find((line) => line.vendorType === "teltonika")?.transport).toBe("tcp+udp");
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
