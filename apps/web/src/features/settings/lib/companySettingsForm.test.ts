import { DEFAULT_TRACK_FILTER_SETTINGS } from "@armada/domain";
import { describe, expect, it } from "vitest";
import type { CompanySettings } from "../api/companySettings";
import { companyToForm, formToInput, validateCompanySettings } from "./companySettingsForm";

const company: CompanySettings = {
  id: 7,
  name: "PT Armada Demo",
  idleTimeout: 10,
  parkTimeout: 15,
  offlineTimeout: 60,
  fuelGainAlert: 10,
  fuelLossAlert: 10,
  arrivalSoonMinutes: 10,
  arrivalSoonMeters: 2000,
  arrivalRadiusMeters: 150,
  stopArrivalRadiusMeters: 200,
  stopDwellSeconds: 120,
  fleetLateToleranceMinutes: 15,
  fleetLongStopMinutes: 60,
  fleetOffRouteMeters: 1000,
  maxActiveCalls: 3,
  timeZone: "Asia/Makassar",
  dsBase: 100,
  dsIntervalType: "month",
  dsInitialInterval: 1,
  dsInitialBonus: 0,
  dsInterval: 1,
  dsBonus: 0,
  dsCostBrake: 1,
  dsCostAccel: 1,
  dsCostOverspeed: 1,
  dsCostSharpturn: 1,
  dsMinScoreA: 90,
  dsMinScoreB: 75,
  dsMinScoreC: 60,
  dsMinScoreD: 40,
  trackFilters: { ...DEFAULT_TRACK_FILTER_SETTINGS },
  bankAccounts: [
    { bankAccountId: 3, bankName: "BCA", accountName: "PT Armada", accountNo: "123", isDefault: true },
  ],
};

describe("company settings form", () => {
  it("round-trips the company into the updateCompany input, new accounts without an id", () => {
    const values = companyToForm(company);
    values.bankAccounts.push({
      bankAccountId: null,
      bankName: "BRI",
      accountName: "PT A",
      accountNo: "9",
      isDefault: false,
    });
    const input = formToInput(7, values);
    expect(input).toMatchObject({
      id: 7,
      idleTimeout: 10,
      timeZone: "Asia/Makassar",
      dsIntervalType: "month",
      dsMinScoreD: 40,
    });
    expect(input.bankAccounts).toEqual([
      { bankAccountId: 3, bankName: "BCA", accountName: "PT Armada", accountNo: "123", isDefault: true },
      { bankName: "BRI", accountName: "PT A", accountNo: "9", isDefault: false },
    ]);
    expect(validateCompanySettings(values, "id")).toEqual({});
  });

  it("reports range, order, emptied and bank errors in the user's language under their fields", () => {
    const values = {
      ...companyToForm(company),
      offlineTimeout: 0,
      fuelLossAlert: "" as const,
      dsMinScoreB: 95,
      bankAccounts: [
        { bankAccountId: null, bankName: "", accountName: "X", accountNo: "12ab", isDefault: false },
      ],
    };
    const id = validateCompanySettings(values, "id");
    expect(id.offlineTimeout).toMatch(/minimal 1/);
    expect(id.fuelLossAlert).toMatch(/wajib diisi/);
    expect(id.dsMinScoreB).toBeTruthy();
    expect(validateCompanySettings({ ...values, timeZone: "Europe/Berlin" }, "id").timeZone).toBeTruthy();
    expect(id["bankAccounts.0.bankName"]).toMatch(/wajib/);
    expect(id["bankAccounts.0.accountNo"]).toBeTruthy();
    const en = validateCompanySettings(values, "en");
    expect(en.offlineTimeout).toMatch(/at least 1/);
    expect(en.fuelLossAlert).toMatch(/required/);
  });
});
