import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatZodIssues } from "./formatZodIssues.js";
import { loginInputSchema } from "./loginInput.js";
import { paginationInputSchema } from "./paginationInput.js";
import { updateCompanyInputSchema } from "./updateCompanyInput.js";

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a validation error");
  return result.error;
}

describe("formatZodIssues", () => {
  it("turns missing fields into '{field} wajib diisi' / '{field} is required'", () => {
    const error = errorOf(loginInputSchema, {});
    expect(formatZodIssues(error, "id")).toEqual([
      { field: "username", message: "Nama pengguna wajib diisi" },
      { field: "password", message: "Kata sandi wajib diisi" },
    ]);
    expect(formatZodIssues(error, "en")).toEqual([
      { field: "username", message: "Username is required" },
      { field: "password", message: "Password is required" },
    ]);
  });

  it("treats a blank required text as missing", () => {
    expect(formatZodIssues(errorOf(loginInputSchema, { username: "  ", password: "x" }), "id")).toEqual([
      { field: "username", message: "Nama pengguna wajib diisi" },
    ]);
  });

  it("describes length and range limits", () => {
    const long = errorOf(loginInputSchema, { username: "a".repeat(101), password: "x" });
    expect(formatZodIssues(long, "id")[0]?.message).toBe("Nama pengguna maksimal 100 karakter");
    expect(formatZodIssues(long, "en")[0]?.message).toBe("Username must be at most 100 characters");
    const range = errorOf(updateCompanyInputSchema, { id: 1, idleTimeout: 0, fuelLossAlert: 101 });
    expect(formatZodIssues(range, "id")).toEqual([
      { field: "idleTimeout", message: "Batas waktu idle minimal 1" },
      { field: "fuelLossAlert", message: "Peringatan kehilangan BBM maksimal 100" },
    ]);
    expect(formatZodIssues(range, "en")[0]?.message).toBe("Idle timeout must be at least 1");
  });

  it("describes wrong types, formats and options", () => {
    const error = errorOf(updateCompanyInputSchema, {
      id: 1.5,
      showGeocode: "ya",
      email: "x",
      logoUrl: "nope",
      dsIntervalType: "year",
      phoneNo: "12",
      taxNo: "abc",
    });
    const byField = Object.fromEntries(
      formatZodIssues(error, "id").map((entry) => [entry.field, entry.message]),
    );
    expect(byField).toEqual({
      id: "ID harus berupa bilangan bulat",
      showGeocode: "Tampilkan alamat harus bernilai ya atau tidak",
      email: "Email harus berupa alamat email yang valid",
      logoUrl: "URL logo harus berupa URL yang valid",
      dsIntervalType: "Jenis interval harus salah satu dari: day, week, month",
      phoneNo: "No. telepon tidak valid",
      taxNo: "Format NPWP tidak valid",
    });
    const en = Object.fromEntries(formatZodIssues(error, "en").map((entry) => [entry.field, entry.message]));
    expect(en.email).toBe("Email must be a valid email address");
    expect(en.phoneNo).toBe("Phone number is not a valid phone number");
    expect(formatZodIssues(errorOf(paginationInputSchema, { page: "2" }), "en")).toEqual([
      { field: "page", message: "Page must be a number" },
    ]);
  });

  it("explains the grade threshold order", () => {
    const error = errorOf(updateCompanyInputSchema, { id: 1, dsMinScoreA: 80, dsMinScoreB: 85 });
    expect(formatZodIssues(error, "id")).toEqual([
      { field: "dsMinScoreB", message: "Skor minimum B harus lebih kecil dari Skor minimum A" },
    ]);
    expect(formatZodIssues(error, "en")).toEqual([
      { field: "dsMinScoreB", message: "Minimum score B must be less than Minimum score A" },
    ]);
  });

  it("uses given labels, then the raw field name, and dotted paths for nested fields", () => {
    const schema = z.object({
      contacts: z.array(z.object({ label: z.string().min(1).max(100), other: z.string() })),
    });
    const error = errorOf(schema, { contacts: [{ label: "", other: 1 }] });
    expect(formatZodIssues(error, "id", { label: { id: "Nama penerima", en: "Recipient name" } })).toEqual([
      { field: "contacts.0.label", message: "Nama penerima wajib diisi" },
      { field: "contacts.0.other", message: "other harus berupa teks" },
    ]);
  });

  it("recognises missing fields of schemas without the required error map", () => {
    const error = errorOf(z.object({ name: z.string() }), {});
    expect(formatZodIssues(error, "id")).toEqual([{ field: "name", message: "Nama wajib diisi" }]);
  });

  it("reports the last alternative of a union", () => {
    const schema = z.object({ code: z.union([z.literal(""), z.string().min(3)]) });
    expect(formatZodIssues(errorOf(schema, { code: "ab" }), "en")).toEqual([
      { field: "code", message: "code must be at least 3 characters" },
    ]);
  });
});
