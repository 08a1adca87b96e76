import { describe, expect, it } from "vitest";
import { DEVICE_VENDOR_TYPES, vendorDisplayName } from "./deviceInput.js";

describe("vendorDisplayName", () => {
  it("writes vendor types as their makers do, an unknown one in capitals", () => {
    expect(vendorDisplayName("bsj")).toBe("BSJ");
    expect(vendorDisplayName("vss-howen")).toBe("VSS Howen");
    expect(vendorDisplayName("jt808")).toBe("JT/T 808");
    expect(vendorDisplayName("acme")).toBe("ACME");
    for (const vendor of DEVICE_VENDOR_TYPES) expect(vendorDisplayName(vendor)).not.toBe(vendor);
  });
});
