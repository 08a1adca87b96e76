import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  REFERRAL_CODE_ALPHABET,
  referCompanyInputSchema,
  referralCodeSchema,
  referralStatusInputSchema,
} from "./referral.js";
import { canUseReferralProgram } from "./referralAccess.js";

describe("referCompanyInputSchema", () => {
  it("trims the names and stores the number in E.164 by the Indonesian rules", () => {
    expect(
      referCompanyInputSchema.parse({
        companyName: "  PT Maju Jaya ",
        contactName: "Budi",
        phoneNo: "0812-3456-7890",
      }),
    ).toEqual({ companyName: "PT Maju Jaya", contactName: "Budi", phoneNo: "+6281234567890" });
  });

  it("refuses a missing or short name and a number that is not Indonesian", () => {
    const issues = (input: object) =>
      referCompanyInputSchema.safeParse(input).error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(issues({ companyName: "X", contactName: "Budi", phoneNo: "12" })).toEqual([
      "companyName",
      "phoneNo",
    ]);
    expect(issues({ companyName: "PT Maju", phoneNo: "081234567890" })).toEqual(["contactName"]);
  });

  it("never throws and only accepts numbers it can store in E.164", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (companyName, contactName, phoneNo) => {
        const parsed = referCompanyInputSchema.safeParse({ companyName, contactName, phoneNo });
        if (parsed.success) {
          expect(parsed.data.phoneNo).toMatch(/^\+62\d{6,13}$/);
          expect(parsed.data.companyName.length).toBeGreaterThanOrEqual(2);
        }
      }),
    );
  });
});

describe("referral codes and statuses", () => {
  it("reads a code case-insensitively and refuses look-alike letters", () => {
    expect(referralCodeSchema.parse(" ab3kx7pq ")).toBe("AB3KX7PQ");
    expect(referralCodeSchema.safeParse("AB3KX7P0").success).toBe(false);
    expect(referralCodeSchema.safeParse("AB3KX7P").success).toBe(false);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it("takes only the known statuses", () => {
    expect(referralStatusInputSchema.safeParse({ status: "joined" }).success).toBe(true);
    expect(referralStatusInputSchema.safeParse({ status: "paid" }).success).toBe(false);
  });
});

describe("canUseReferralProgram", () => {
  it("needs referal_program:read and is never offered to company 1449", () => {
    expect(canUseReferralProgram(["referal_program:read"], 7)).toBe(true);
    expect(canUseReferralProgram(["referal_program:read"], 1449)).toBe(false);
    expect(canUseReferralProgram(["system_notification:read"], 7)).toBe(false);
  });
});
