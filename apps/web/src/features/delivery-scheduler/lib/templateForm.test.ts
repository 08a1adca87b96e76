import { LOCATION_TYPES } from "@armada/domain";
import { describe, expect, it } from "vitest";
import {
  emptyTemplateForm,
  formSchedule,
  formToTemplateInput,
  parseMonthDays,
  windowReversed,
} from "./templateForm";

const place = (name: string) => ({
  name,
  fullName: name,
  lat: -6.2,
  lng: 106.8,
  id: null,
  type: LOCATION_TYPES.places,
});

describe("delivery template form", () => {
  it("reads a list of dates, refusing anything but 1–31", () => {
    expect(parseMonthDays("1, 15,31 15")).toEqual([1, 15, 31]);
    expect(parseMonthDays("0")).toBeNull();
    expect(parseMonthDays("32")).toBeNull();
    expect(parseMonthDays("1,x")).toBeNull();
    expect(parseMonthDays(" ")).toBeNull();
  });

  it("gives a schedule only once it is complete", () => {
    const base = emptyTemplateForm("2026-11-30");
    expect(formSchedule({ ...base, kind: "WEEKLY", weekdays: ["4", "1"] })).toEqual({
      kind: "WEEKLY",
      weekdays: [4, 1],
    });
    expect(formSchedule({ ...base, kind: "WEEKLY", weekdays: [] })).toBeNull();
    expect(formSchedule({ ...base, kind: "MONTHLY", monthDays: "31" })).toEqual({
      kind: "MONTHLY",
      monthDays: [31],
    });
    expect(formSchedule({ ...base, kind: "RRULE", rrule: "  " })).toBeNull();
    expect(formSchedule({ ...base, kind: "WEEKDAYS" })).toEqual({ kind: "WEEKDAYS" });
  });

  it("sends open windows as null and trims the texts", () => {
    const form = {
      ...emptyTemplateForm("2026-11-30"),
      name: " Kiriman ",
      customerName: "PT Uji ",
      origin: place("Gudang"),
      destination: place("Toko"),
      deliveryStart: "09:00",
      requiredSkills: ["FREEZER" as const],
    };
    const input = formToTemplateInput(form, { kind: "DAILY" });
    expect(input).toMatchObject({
      name: "Kiriman",
      customerName: "PT Uji",
      pickupWindow: null,
      deliveryWindow: { start: "09:00", end: null },
      origin: { address: "Gudang", geofenceId: null },
      notes: null,
      endsOn: null,
      requiredSkills: ["FREEZER"],
    });
    expect(emptyTemplateForm("2026-11-30").requiredSkills).toEqual([]);
    expect(windowReversed("10:00", "08:00")).toBe(true);
    expect(windowReversed("08:00", "")).toBe(false);
  });
});
