import { describe, expect, it } from "vitest";
import { auditChanges } from "./auditDiff";

describe("auditChanges", () => {
  it("lists changed fields old → new with their labels", () => {
    expect(auditChanges({ status: "active", year: 2020 }, { status: "repair", year: 2020 }, "id")).toEqual([
      { field: "status", label: "Status", from: "active", to: "repair" },
    ]);
  });

  it("shows a dash for values that did not exist", () => {
    expect(auditChanges(null, { licensePlate: "B 1 A", door1: true }, "en")).toEqual([
      { field: "licensePlate", label: "License plate", from: "—", to: "B 1 A" },
      { field: "door1", label: expect.any(String), from: "—", to: "Yes" },
    ]);
  });
});

describe("auditChanges display", () => {
  it("uses the given display text for a value", () => {
    const display = (field: string, value: unknown) =>
      field === "status" ? `status:${String(value)}` : undefined;
    expect(auditChanges({ status: "active" }, { status: "repair" }, "id", display)[0]).toMatchObject({
      from: "status:active",
      to: "status:repair",
    });
  });
});
