import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { loopbackPublicUrlWarning } from "./publicUrl.js";

describe("public URL", () => {
  it("defaults to the address HOST names, so links agree with the address the server is opened on", () => {
    expect(loadConfig({ HOST: "127.0.0.1", PORT: "3251" }).publicUrl).toBe("http://127.0.0.1:3251");
    expect(loadConfig({ HOST: "::1", PORT: "3251" }).publicUrl).toBe("http://[::1]:3251");
    expect(loadConfig({ PORT: "3251" }).publicUrl).toBe("http://localhost:3251");
    expect(loadConfig({ PUBLIC_URL: "https://lacak.armada.id/", PORT: "3251" }).publicUrl).toBe(
      "https://lacak.armada.id",
    );
  });

  it("warns in production only when links would point at the server's own machine", () => {
    for (const local of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"])
      expect(loopbackPublicUrlWarning("production", local)).toContain("PUBLIC_URL");
    expect(loopbackPublicUrlWarning("development", "http://localhost:3000")).toBeNull();
    expect(loopbackPublicUrlWarning("production", "https://lacak.armada.id")).toBeNull();
  });
});
