import { createDriverInputSchema, updateDriverInputSchema } from "@armada/domain";
import { describe, expect, it } from "vitest";
import type { DriverRow } from "../api/drivers";
import { driverFormToInput, driverToForm } from "./driverForm";

const row: DriverRow = {
  userId: 4,
  fullname: "Budi Santoso",
  email: null,
  phoneNo: "+6281234567890",
  isActive: true,
  driverCardId: "00A1B2C3",
};

describe("driver form", () => {
  it("creates with the filled fields only, the card in the reader's form", () => {
    const input = driverFormToInput({ fullname: "Budi", phoneNo: "", email: "", driverCardId: " 00a1b2c3 " });
    expect(input).toEqual({ fullname: "Budi", driverCardId: " 00a1b2c3 " });
    expect(createDriverInputSchema.parse(input)).toMatchObject({ driverCardId: "00A1B2C3" });
  });

  it("edits with every field, so an emptied card is removed", () => {
    const input = driverFormToInput({ ...driverToForm(row), driverCardId: "" }, row);
    expect(input).toMatchObject({ userId: 4, phoneNo: "081234567890", driverCardId: "" });
    expect(updateDriverInputSchema.parse(input)).toMatchObject({
      driverCardId: null,
      phoneNo: "+6281234567890",
    });
  });

  it("is refused by the domain schema without a name", () => {
    expect(createDriverInputSchema.safeParse(driverFormToInput(driverToForm(null))).success).toBe(false);
  });
});
