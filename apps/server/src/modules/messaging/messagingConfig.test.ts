import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";

describe("WhatsApp configuration", () => {
  it("defaults to the log provider", () => {
    expect(loadConfig({}).whatsapp).toEqual({ provider: "log" });
  });

  it("stops the start when a provider's secrets are missing", () => {
    expect(() => loadConfig({ WHATSAPP_PROVIDER: "meta-cloud", WHATSAPP_META_TOKEN: "x" })).toThrow(
      /WHATSAPP_META_PHONE_NUMBER_ID/,
    );
    expect(() => loadConfig({ WHATSAPP_PROVIDER: "fonnte" })).toThrow(/FONNTE_TOKEN/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: "twilio" })).toThrow(/WHATSAPP_PROVIDER/);
  });

  it("reads meta-cloud settings with defaults", () => {
    expect(
      loadConfig({
        WHATSAPP_PROVIDER: "meta-cloud",
        WHATSAPP_META_TOKEN: "tok",
        WHATSAPP_META_PHONE_NUMBER_ID: "42",
      }).whatsapp,
    ).toEqual({
      provider: "meta-cloud",
      token: "tok",
      phoneNumberId: "42",
      apiVersion: "v21.0",
      template: undefined,
      receiptTemplate: undefined,
      baseUrl: "https://graph.facebook.com",
    });
    expect(
      loadConfig({
        WHATSAPP_PROVIDER: "meta-cloud",
        WHATSAPP_META_TOKEN: "tok",
        WHATSAPP_META_PHONE_NUMBER_ID: "42",
        WHATSAPP_META_TEMPLATE: "armada_pesan",
        WHATSAPP_META_RECEIPT_TEMPLATE: "armada_tiba",
      }).whatsapp,
    ).toMatchObject({ template: "armada_pesan", receiptTemplate: "armada_tiba" });
    expect(loadConfig({ WHATSAPP_PROVIDER: "fonnte", FONNTE_TOKEN: "f" }).whatsapp).toEqual({
      provider: "fonnte",
      token: "f",
      baseUrl: "https://api.fonnte.com",
    });
  });

  it("reads geocoding settings", () => {
    expect(loadConfig({}).geocoding).toEqual({ google: undefined, nominatimUrl: undefined });
    expect(
      loadConfig({ GOOGLE_MAPS_API_KEY: "k", NOMINATIM_URL: "https://nominatim.example" }).geocoding,
    ).toEqual({
      google: { apiKey: "k", baseUrl: "https://places.googleapis.com" },
      nominatimUrl: "https://nominatim.example",
    });
  });
});
