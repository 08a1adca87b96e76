import { describe, expect, it } from "vitest";
import { publicSnapshotPath, readPublicLinkParams } from "./publicLinkAddress.js";

describe("public link address", () => {
  it("reads the id and the keys, and names the snapshot with the short key first", () => {
    const link = readPublicLinkParams("/fleet/live-track/12", "?c=ck1&token=tok&shToken=Ab3");
    expect(link).toEqual({ id: "12", shToken: "Ab3", token: "tok", contactKey: "ck1" });
    expect(link && publicSnapshotPath(link)).toBe("/api/public/live-track/12?shToken=Ab3&c=ck1");
  });

  it("is no link without a numeric id or a key", () => {
    expect(readPublicLinkParams("/fleet/live-track/abc", "?shToken=Ab3")).toBeNull();
    expect(readPublicLinkParams("/fleet/live-track/12", "?c=ck1")).toBeNull();
  });

  it("encodes the keys as the page's fetch does", () => {
    const link = readPublicLinkParams("/fleet/live-track/7/", "?token=a%2Bb c");
    expect(link && publicSnapshotPath(link)).toBe("/api/public/live-track/7?token=a%2Bb+c");
  });
});
