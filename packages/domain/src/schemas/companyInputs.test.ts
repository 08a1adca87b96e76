import { describe, expect, it } from "vitest";
import { createCompanyCategoryInputSchema } from "./createCompanyCategoryInput.js";
import { deleteBankAccountInputSchema } from "./deleteBankAccountInput.js";
import {
  dsMinScoreOrderViolations,
  isDsMinScoreOrderValid,
  updateCompanyInputSchema,
} from "./updateCompanyInput.js";

function ok(input: unknown) {
  return updateCompanyInputSchema.safeParse(input).success;
}

function failingFields(input: unknown): string[] {
  const result = updateCompanyInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("updateCompanyInputSchema", () => {
  it("takes a time zone only from Indonesia's IANA zones", () => {
    expect(ok({ id: 1, timeZone: "Asia/Makassar" })).toBe(true);
    expect(ok({ id: 1, timeZone: "Asia/Jayapura" })).toBe(true);
    expect(failingFields({ id: 1, timeZone: "Europe/Berlin" })).toEqual(["timeZone"]);
    expect(failingFields({ id: 1, timeZone: "WITA" })).toEqual(["timeZone"]);
  });

  it("needs only a positive whole id", () => {
    expect(ok({ id: 5 })).toBe(true);
    expect(failingFields({})).toEqual(["id"]);
    expect(ok({ id: 0 })).toBe(false);
    expect(ok({ id: 1.5 })).toBe(false);
  });

  it("accepts a full valid update and trims texts", () => {
    const parsed = updateCompanyInputSchema.parse({
      id: 1,
      idleTimeout: 5,
      parkTimeout: 10,
      offlineTimeout: 10_080,
      fuelGainAlert: 12.5,
      fuelLossAlert: 0,
      showGeocode: true,
      name: "  PT Armada Nusantara ",
      phoneNo: "021 5551234",
      faxNo: "",
      taxNo: "01.234.567.8-901.000",
      email: " ops@armada.co.id ",
      domainName: "armada.co.id",
      logoUrl: "https://cdn.armada.co.id/logo.png",
      companyTag: "logistik",
      category: "Logistics",
      setupNotifCompleted: true,
      dsBase: 100,
      dsIntervalType: "week",
      dsInitialInterval: 4,
      dsInitialBonus: 10,
      dsInterval: 1,
      dsBonus: 2,
      dsCostBrake: 1,
      dsCostAccel: 1,
      dsCostOverspeed: 2,
      dsCostSharpturn: 1.5,
      dsMinScoreA: 90,
      dsMinScoreB: 75,
      dsMinScoreC: 60,
      dsMinScoreD: 40,
    });
    expect(parsed.name).toBe("PT Armada Nusantara");
    expect(parsed.email).toBe("ops@armada.co.id");
    expect(parsed.faxNo).toBe("");
  });

  it("bounds timeouts to whole minutes between 1 and 10080", () => {
    expect(ok({ id: 1, idleTimeout: 1 })).toBe(true);
    expect(failingFields({ id: 1, idleTimeout: 0 })).toEqual(["idleTimeout"]);
    expect(failingFields({ id: 1, parkTimeout: 10_081 })).toEqual(["parkTimeout"]);
    expect(failingFields({ id: 1, offlineTimeout: 2.5 })).toEqual(["offlineTimeout"]);
  });

  it("bounds fuel alerts to 0..100 percent", () => {
    expect(ok({ id: 1, fuelGainAlert: 100, fuelLossAlert: 0 })).toBe(true);
    expect(failingFields({ id: 1, fuelGainAlert: 100.1, fuelLossAlert: -1 })).toEqual([
      "fuelGainAlert",
      "fuelLossAlert",
    ]);
  });

  it("validates name, email, phone, domain and logo URL", () => {
    expect(failingFields({ id: 1, name: "  " })).toEqual(["name"]);
    expect(failingFields({ id: 1, name: "a".repeat(151) })).toEqual(["name"]);
    expect(failingFields({ id: 1, email: "not-an-email" })).toEqual(["email"]);
    expect(failingFields({ id: 1, phoneNo: "12" })).toEqual(["phoneNo"]);
    expect(failingFields({ id: 1, faxNo: "abc" })).toEqual(["faxNo"]);
    expect(failingFields({ id: 1, taxNo: "NPWP-1" })).toEqual(["taxNo"]);
    expect(failingFields({ id: 1, domainName: "not a domain" })).toEqual(["domainName"]);
    expect(failingFields({ id: 1, logoUrl: "ftp://x.example/logo.png" })).toEqual(["logoUrl"]);
    expect(failingFields({ id: 1, logoUrl: "logo.png" })).toEqual(["logoUrl"]);
    expect(failingFields({ id: 1, dsIntervalType: "year" })).toEqual(["dsIntervalType"]);
    expect(failingFields({ id: 1, showGeocode: "yes" })).toEqual(["showGeocode"]);
  });

  it("lets contact fields be cleared with an empty string", () => {
    expect(ok({ id: 1, phoneNo: "", faxNo: " ", email: "", domainName: "", logoUrl: "" })).toBe(true);
  });

  it("requires grade thresholds to decrease A > B > C > D", () => {
    expect(ok({ id: 1, dsMinScoreA: 90, dsMinScoreB: 80, dsMinScoreC: 70, dsMinScoreD: 60 })).toBe(true);
    expect(
      failingFields({ id: 1, dsMinScoreA: 90, dsMinScoreB: 95, dsMinScoreC: 70, dsMinScoreD: 60 }),
    ).toEqual(["dsMinScoreB"]);
    expect(
      failingFields({ id: 1, dsMinScoreA: 90, dsMinScoreB: 80, dsMinScoreC: 70, dsMinScoreD: 70 }),
    ).toEqual(["dsMinScoreD"]);
    const issue = updateCompanyInputSchema.safeParse({
      id: 1,
      dsMinScoreA: 50,
      dsMinScoreB: 60,
      dsMinScoreC: 40,
      dsMinScoreD: 30,
    }).error?.issues[0];
    expect(issue).toMatchObject({
      code: "custom",
      message: "dsMinScoreOrder",
      params: { higher: "dsMinScoreA" },
    });
  });

  it("compares the thresholds that are given", () => {
    expect(ok({ id: 1, dsMinScoreA: 60, dsMinScoreD: 70 })).toBe(false);
    expect(ok({ id: 1, dsMinScoreA: 80, dsMinScoreD: 70 })).toBe(true);
    expect(ok({ id: 1, dsMinScoreC: 10 })).toBe(true);
  });

  it("bounds driver-score numbers", () => {
    expect(failingFields({ id: 1, dsMinScoreA: 1001 })).toEqual(["dsMinScoreA"]);
    expect(failingFields({ id: 1, dsCostBrake: -1 })).toEqual(["dsCostBrake"]);
    expect(failingFields({ id: 1, dsInterval: 0 })).toEqual(["dsInterval"]);
    expect(failingFields({ id: 1, dsInitialInterval: 1.5 })).toEqual(["dsInitialInterval"]);
  });
});

describe("dsMinScoreOrderViolations", () => {
  it("reports each threshold that is not below the nearest given one above it", () => {
    expect(dsMinScoreOrderViolations({ dsMinScoreA: 90, dsMinScoreB: 95, dsMinScoreC: 92 })).toEqual([
      { field: "dsMinScoreB", higher: "dsMinScoreA" },
      { field: "dsMinScoreC", higher: "dsMinScoreA" },
    ]);
    expect(isDsMinScoreOrderValid({ dsMinScoreA: 90, dsMinScoreB: null, dsMinScoreC: 80 })).toBe(true);
    expect(isDsMinScoreOrderValid({})).toBe(true);
  });
});

describe("createCompanyCategoryInputSchema", () => {
  it("accepts a text with a source table and column", () => {
    expect(
      createCompanyCategoryInputSchema.parse({ text: " Truk ", srcTable: "vehicle", srcColumn: "category" }),
    ).toEqual({
      text: "Truk",
      srcTable: "vehicle",
      srcColumn: "category",
    });
  });

  it("rejects a blank or long text and non-identifier sources", () => {
    const base = { text: "Truk", srcTable: "vehicle", srcColumn: "category" };
    expect(createCompanyCategoryInputSchema.safeParse({ ...base, text: " " }).success).toBe(false);
    expect(createCompanyCategoryInputSchema.safeParse({ ...base, text: "a".repeat(101) }).success).toBe(
      false,
    );
    expect(createCompanyCategoryInputSchema.safeParse({ ...base, srcTable: "vehicle; drop" }).success).toBe(
      false,
    );
    expect(createCompanyCategoryInputSchema.safeParse({ text: "Truk" }).success).toBe(false);
  });
});

describe("deleteBankAccountInputSchema", () => {
  it("needs a positive whole bank account id", () => {
    expect(deleteBankAccountInputSchema.parse({ bankAccountId: 3 })).toEqual({ bankAccountId: 3 });
    expect(deleteBankAccountInputSchema.safeParse({ bankAccountId: 0 }).success).toBe(false);
    expect(deleteBankAccountInputSchema.safeParse({ bankAccountId: "3" }).success).toBe(false);
    expect(deleteBankAccountInputSchema.safeParse({}).success).toBe(false);
  });
});
