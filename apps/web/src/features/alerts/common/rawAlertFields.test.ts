import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "@/shared/i18n/locales/en.json";
import id from "@/shared/i18n/locales/id.json";
import { alertAddress } from "./rawAlertFields";

describe("alert address", () => {
  it("phrases the stored parts in the interface language and falls back to the stored text", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      resources: { id: { translation: id }, en: { translation: en } },
      interpolation: { escapeValue: false },
    });
    const near = { address: "± 380 m dari Depo Cakung", addressNear: { name: "Depo Cakung", metres: 380 } };
    const far = { address: "± 2,3 km dari Bekasi", addressNear: { name: "Bekasi", metres: 2_340 } };
    expect(alertAddress(near, i18n.t, "en")).toBe("± 380 m from Depo Cakung");
    expect(alertAddress(far, i18n.t, "en")).toBe("± 2.3 km from Bekasi");
    expect(alertAddress({ ...near, addressNear: { name: "Depo Cakung", metres: 40 } }, i18n.t, "en")).toBe(
      "Depo Cakung",
    );
    // a street address from an online geocoder has no parts: shown as given
    const street = { address: "Jl. Pluit Raya, Jakarta Utara", addressNear: null };
    expect(alertAddress(street, i18n.t, "en")).toBe("Jl. Pluit Raya, Jakarta Utara");
    expect(alertAddress({ address: null, addressNear: null }, i18n.t, "en")).toBeNull();
    await i18n.changeLanguage("id");
    expect(alertAddress(far, i18n.t, "id")).toBe("± 2,3 km dari Bekasi");
  });
});
