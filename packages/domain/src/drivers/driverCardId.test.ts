import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatZodIssues } from "../schemas/formatZodIssues.js";
import { DRIVER_CARD_ID_MAX_LENGTH, updateDriverCardInputSchema } from "./driverCardId.js";

const parse = (driverCardId: unknown) => updateDriverCardInputSchema.safeParse({ userId: 5, driverCardId });

describe("updateDriverCardInputSchema", () => {
  it("stores the card in the reader's form: trimmed, upper case", () => {
    expect(parse("  00a1b2c3 ").data).toEqual({ userId: 5, driverCardId: "00A1B2C3" });
    expect(parse("RFID 7781").data?.driverCardId).toBe("RFID 7781");
  });

  it("removes the card for an empty text or null", () => {
    expect(parse("").data?.driverCardId).toBeNull();
    expect(parse("   ").data?.driverCardId).toBeNull();
    expect(parse(null).data?.driverCardId).toBeNull();
  });

  it("refuses non-ASCII, control characters and overlong numbers, in the user's language", () => {
    for (const bad of ["kartu–1", "AB\u0000C", "A\tB"]) {
      const result = parse(bad);
      expect(result.success).toBe(false);
      if (result.success) continue;
      expect(formatZodIssues(result.error, "id")).toEqual([
        {
          field: "driverCardId",
          message: "Nomor kartu pengemudi hanya boleh berisi huruf, angka dan tanda baca (ASCII)",
        },
      ]);
    }
    const tooLong = parse("X".repeat(DRIVER_CARD_ID_MAX_LENGTH + 1));
    expect(tooLong.success ? [] : formatZodIssues(tooLong.error, "en")[0]?.message).toContain(
      "Driver card number",
    );
    const result = parse(undefined);
    expect(result.success).toBe(false);
  });

  it("accepts exactly the trimmed printable ASCII strings of 1..32 characters, idempotently", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", maxLength: 40 }), (raw) => {
        const trimmed = raw.trim();
        const valid =
          trimmed.length <= DRIVER_CARD_ID_MAX_LENGTH && /^[\x20-\x7E]*$/.test(trimmed) && trimmed !== "";
        const result = parse(raw);
        if (trimmed === "") {
          expect(result.success && result.data.driverCardId === null).toBe(/^\s*$/.test(raw));
          return;
        }
        expect(result.success).toBe(valid);
        if (result.success && result.data.driverCardId !== null) {
          expect(parse(result.data.driverCardId).data?.driverCardId).toBe(result.data.driverCardId);
        }
      }),
    );
  });
});
