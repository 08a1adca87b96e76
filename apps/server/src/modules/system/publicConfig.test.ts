import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

describe("GET /api/config: support contacts and the WhatsApp provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      SUPPORT_WHATSAPP: "+6281234567890",
      SUPPORT_PHONE: "(021) 5091 2345",
      SUPPORT_EMAIL: "halo@armada.id",
      SUPPORT_HOURS: "Senin–Jumat 08.00–17.00 WIB",
    });
  });
  afterAll(() => t.app.close());

  it("serves the support contacts (WhatsApp as wa.me digits) and says the log provider is active", async () => {
    const response = await t.app.inject({ url: "/api/config" });
    expect(response.json()).toMatchObject({
      supportContacts: {
        whatsapp: "6281234567890",
        phone: "(021) 5091 2345",
        email: "halo@armada.id",
        hours: "Senin–Jumat 08.00–17.00 WIB",
      },
      whatsappProvider: "log",
    });
  });

  it("leaves unset contacts empty and refuses malformed ones at start, naming the setting", () => {
    expect(loadConfig({}).supportContacts).toEqual({ whatsapp: null, phone: null, email: null, hours: null });
    expect(() => loadConfig({ SUPPORT_WHATSAPP: "0812-abc" })).toThrow(/SUPPORT_WHATSAPP/);
    expect(() => loadConfig({ SUPPORT_EMAIL: "halo" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SUPPORT_PHONE: "call me" })).toThrow(/SUPPORT_PHONE/);
  });
});
