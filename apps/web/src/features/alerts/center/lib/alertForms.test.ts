import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "@/shared/i18n/locales/en.json";
import id from "@/shared/i18n/locales/id.json";
import {
  falseAlertConfirmQuestion,
  falseAlertFormError,
  falseAlertFormInput,
  falseAlertReasonKey,
  noteEdit,
  noteError,
} from "./alertForms";

describe("false alert form", () => {
  it("needs a reason, and free text when the reason is other", () => {
    expect(falseAlertFormError(null, "")).toBe("reasonRequired");
    expect(falseAlertFormError("other", "   ")).toBe("otherRequired");
    expect(falseAlertFormError("other", "sensor kotor")).toBeNull();
    expect(falseAlertFormError("noIncident", "")).toBeNull();
  });

  it("refuses more than 300 characters", () => {
    expect(falseAlertFormError("other", "x".repeat(300))).toBeNull();
    expect(falseAlertFormError("other", "x".repeat(301))).toBe("tooLong");
  });

  it("sends the Indonesian quick reason, or 'other' with the trimmed text", () => {
    expect(falseAlertFormInput("noIncident", "ignored")).toEqual({ reason: "Tidak ada kejadian" });
    expect(falseAlertFormInput("other", "  sensor kotor ")).toEqual({
      reason: "other",
      others: "sensor kotor",
    });
  });

  it("maps stored reason texts (Indonesian or English) back to their labels", () => {
    expect(falseAlertReasonKey("Terdeteksi sebagai kejadian lain")).toBe("otherIncident");
    expect(falseAlertReasonKey("No Occurrences")).toBe("noIncident");
    expect(falseAlertReasonKey("something else")).toBeNull();
  });
});

describe("note", () => {
  it("must be non-empty after trimming and at most 255 characters", () => {
    expect(noteError("  ")).toBe("noteRequired");
    expect(noteError("cek sopir")).toBeNull();
    expect(noteError("x".repeat(255))).toBeNull();
    expect(noteError("x".repeat(256))).toBe("noteTooLong");
  });
});

describe("false alert confirmation", () => {
  it("names the count for a bulk action and keeps the singular text for one alert", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "id",
      resources: { id: { translation: id }, en: { translation: en } },
      interpolation: { escapeValue: false },
    });
    const t = i18n.t;
    expect(falseAlertConfirmQuestion(t, 5)).toBe("Tandai 5 notifikasi sebagai alarm palsu?");
    expect(falseAlertConfirmQuestion(t)).toBe("Notifikasi ini akan ditandai sebagai alarm palsu.");
    await i18n.changeLanguage("en");
    expect(falseAlertConfirmQuestion(t, 1)).toBe("Mark 1 notification as a false alert?");
    expect(falseAlertConfirmQuestion(t, 5)).toBe("Mark 5 notifications as false alerts?");
  });
});

describe("debounced note edit", () => {
  it("saves the trimmed note only when it is valid and differs from the saved one", () => {
    expect(noteEdit("  cek sopir  ", null)).toEqual({ error: null, note: "cek sopir" });
    expect(noteEdit("cek sopir ", "cek sopir")).toEqual({ error: null, note: null });
    expect(noteEdit("   ", "lama")).toEqual({ error: "noteRequired", note: null });
    expect(noteEdit("x".repeat(256), null)).toEqual({ error: "noteTooLong", note: null });
    expect(noteEdit("x".repeat(255), null).note).toHaveLength(255);
  });
});
