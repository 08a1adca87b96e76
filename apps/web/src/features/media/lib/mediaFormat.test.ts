import { describe, expect, it } from "vitest";
import { channelName, formatFileSize } from "./mediaFormat";

describe("media formatting", () => {
  it("names channels CH01 … CH16", () => {
    expect(channelName(1)).toBe("CH01");
    expect(channelName(12)).toBe("CH12");
  });

  it("shows sizes in B, KB and MB in the user's language", () => {
    expect(formatFileSize(512, "id")).toBe("512 B");
    expect(formatFileSize(39_641, "id")).toBe("38,7 KB");
    expect(formatFileSize(39_641, "en")).toBe("38.7 KB");
    expect(formatFileSize(5 * 1024 * 1024, "en")).toBe("5 MB");
    expect(formatFileSize(null, "id")).toBe("—");
  });
});
