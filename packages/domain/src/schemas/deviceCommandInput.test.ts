import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEVICE_COMMAND_CUSTOM_MAX_LENGTH,
  DEVICE_COMMAND_EXPIRY_MINUTES,
  deviceCommandText,
  sendDeviceCommandInputSchema,
} from "./deviceCommandInput.js";
import { formatZodIssues } from "./formatZodIssues.js";

const base = { vehicleId: 3, expiresInMinutes: 30 };

describe("sendDeviceCommandInputSchema", () => {
  it("gives each fixed kind its GT06 text", () => {
    expect(deviceCommandText({ kind: "locate" })).toBe("WHERE#");
    expect(deviceCommandText({ kind: "engineCut" })).toBe("RELAY,1#");
    expect(deviceCommandText({ kind: "engineRestore" })).toBe("RELAY,0#");
    expect(deviceCommandText({ kind: "custom", text: "STATUS#" })).toBe("STATUS#");
  });

  it("needs the text of a custom command and refuses what a device cannot read", () => {
    expect(sendDeviceCommandInputSchema.safeParse({ ...base, kind: "custom" }).success).toBe(false);
    const accented = sendDeviceCommandInputSchema.safeParse({ ...base, kind: "custom", text: "MATIKAN é" });
    expect(accented.success).toBe(false);
    if (!accented.success) {
      expect(formatZodIssues(accented.error, "id")[0]?.message).toMatch(/ASCII/);
      expect(formatZodIssues(accented.error, "en")[0]?.message).toMatch(/ASCII/);
    }
    const long = "A".repeat(DEVICE_COMMAND_CUSTOM_MAX_LENGTH + 1);
    expect(sendDeviceCommandInputSchema.safeParse({ ...base, kind: "custom", text: long }).success).toBe(
      false,
    );
    expect(
      sendDeviceCommandInputSchema.safeParse({ ...base, kind: "custom", text: "  PARAM#  " }).data?.text,
    ).toBe("PARAM#");
  });

  it("accepts only the offered expiries", () => {
    for (const expiresInMinutes of DEVICE_COMMAND_EXPIRY_MINUTES)
      expect(
        sendDeviceCommandInputSchema.safeParse({ ...base, kind: "locate", expiresInMinutes }).success,
      ).toBe(true);
    expect(
      sendDeviceCommandInputSchema.safeParse({ ...base, kind: "locate", expiresInMinutes: 7 }).success,
    ).toBe(false);
  });

  it("never throws, and what it accepts is printable ASCII of the allowed length", () => {
    fc.assert(
      fc.property(
        fc.record({
          vehicleId: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          kind: fc.oneof(fc.constantFrom("locate", "engineCut", "engineRestore", "custom"), fc.string()),
          text: fc.option(fc.string({ unit: "binary", maxLength: 200 }), { nil: undefined }),
          expiresInMinutes: fc.oneof(fc.constantFrom(...DEVICE_COMMAND_EXPIRY_MINUTES), fc.integer()),
        }),
        (input) => {
          const result = sendDeviceCommandInputSchema.safeParse(input);
          if (!result.success) return;
          const text = deviceCommandText(result.data);
          expect(text).toMatch(/^[\x20-\x7e]+$/);
          expect(text.length).toBeLessThanOrEqual(DEVICE_COMMAND_CUSTOM_MAX_LENGTH);
        },
      ),
      { numRuns: 400 },
    );
  });
});
