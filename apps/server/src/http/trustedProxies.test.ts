import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { startTestApp } from "../testing/testApp.js";
import { CLIENT_HEADER } from "./securityPlugin.js";
import { trustedProxyMatcher } from "./trustedProxies.js";

describe("TRUST_PROXY", () => {
  it('refuses "true", which would believe any client\'s X-Forwarded-For, with a message saying what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true would trust X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.5,true" })).toThrow(/list the proxy's addresses/);
  });

  it("takes addresses and CIDR ranges, and refuses anything else by name", () => {
    expect(loadConfig({ TRUST_PROXY: " 172.28.0.10, 10.1.0.0/16,::1 " }).trustProxy).toEqual([
      "172.28.0.10",
      "10.1.0.0/16",
      "::1",
    ]);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: "nginx" })).toThrow(/TRUST_PROXY: comma-separated IP addresses/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
  });

  it("tells the listed proxies' addresses (their connections count in the total connection cap only)", () => {
    const isProxy = trustedProxyMatcher(["172.28.0.10", "10.1.0.0/16", "loopback"]);
    for (const address of ["172.28.0.10", "10.1.2.3", "127.0.0.1", "::1", "::ffff:172.28.0.10"])
      expect(isProxy(address), address).toBe(true);
    for (const address of ["172.28.0.11", "10.2.0.1", "8.8.8.8", undefined])
      expect(isProxy(address), String(address)).toBe(false);
    expect(trustedProxyMatcher(false)("127.0.0.1")).toBe(false);
  });

  it("throttles sign-ins by the proxy's hop: a client rotating X-Forwarded-For stays one address", async () => {
    const t = await startTestApp({ TRUST_PROXY: "127.0.0.1", LOGIN_MAX_FAILURES_PER_ADDRESS: "5" });
    try {
      const codes: number[] = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: "127.0.0.1",
          // what nginx with $proxy_add_x_forwarded_for made of a client's own header: only the last hop is the proxy's
          headers: { [CLIENT_HEADER]: "web", "x-forwarded-for": `10.9.0.${attempt}, 203.0.113.7` },
          payload: { username: `guess-${attempt}`, password: "wrong-password" },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
