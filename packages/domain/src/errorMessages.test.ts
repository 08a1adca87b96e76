import { describe, expect, it } from "vitest";
import {
  ERROR_MESSAGES,
  interpolate,
  messageFor,
  REQUIRED_SUFFIX,
  requiredMessage,
} from "./errorMessages.js";

describe("messageFor", () => {
  it("returns the text in the requested language", () => {
    expect(messageFor("Unauthenticated", "id")).toBe("Sesi Anda telah berakhir, silakan masuk kembali.");
    expect(messageFor("Unauthenticated", "en")).toBe("Your session has ended, please sign in again.");
    expect(messageFor("Forbidden", "id")).toBe("Anda tidak memiliki akses untuk tindakan ini.");
    expect(messageFor("InvalidCredentials", "id")).toBe("Nama pengguna atau kata sandi salah.");
    expect(messageFor("NotFound", "id")).toBe("Data tidak ditemukan.");
    expect(messageFor("Saved", "id")).toBe("Data berhasil disimpan.");
  });

  it("keeps the spec's validation toast verbatim", () => {
    expect(messageFor("ValidationError", "id")).toBe("Terdapat kesalahan format pada input anda");
  });

  it("fills placeholders from params", () => {
    expect(messageFor("TooManyAttempts", "id", { seconds: 30 })).toBe(
      "Terlalu banyak percobaan masuk. Coba lagi dalam 30 detik.",
    );
    expect(messageFor("TooManyAttempts", "en", { seconds: "45" })).toBe(
      "Too many sign-in attempts. Try again in 45 seconds.",
    );
  });

  it("leaves unknown placeholders in place", () => {
    expect(messageFor("TooManyAttempts", "id")).toContain("{seconds}");
    expect(interpolate("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });

  it("falls back to the internal error text for unknown names", () => {
    expect(messageFor("SomethingElse", "en")).toBe(ERROR_MESSAGES.InternalError.en);
    expect(messageFor("toString", "id")).toBe(ERROR_MESSAGES.InternalError.id);
  });

  it("has both languages for every message", () => {
    for (const [name, texts] of Object.entries(ERROR_MESSAGES)) {
      expect(texts.id, name).toBeTruthy();
      expect(texts.en, name).toBeTruthy();
    }
    for (const name of ["Conflict", "Duplicate", "InternalError", "CsrfRejected", "Deleted"]) {
      expect(Object.keys(ERROR_MESSAGES)).toContain(name);
    }
  });
});

describe("requiredMessage", () => {
  it("appends the required suffix to the field label", () => {
    expect(REQUIRED_SUFFIX).toEqual({ id: "wajib diisi", en: "is required" });
    expect(requiredMessage("Nama", "id")).toBe("Nama wajib diisi");
    expect(requiredMessage("Name", "en")).toBe("Name is required");
  });
});
