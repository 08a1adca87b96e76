import { allowanceExpenseFieldsSchema, allowanceFieldsSchema } from "@armada/domain";
import { describe, expect, it } from "vitest";
import {
  emptyAllowanceForm,
  emptyExpenseForm,
  formToAllowanceInput,
  formToExpenseInput,
  isRupiahAmount,
} from "./allowanceForm";

describe("allowance forms", () => {
  it("send what the server's schemas take", () => {
    const allowance = formToAllowanceInput({
      ...emptyAllowanceForm(),
      vehicleId: "3",
      driverId: "9",
      purpose: "  Kirim ke Bandung ",
      fleetTaskId: "42",
      amount: 750000,
      note: "   ",
    });
    expect(allowance).toMatchObject({
      vehicleId: 3,
      driverId: 9,
      fleetTaskId: 42,
      purpose: "Kirim ke Bandung",
      note: null,
    });
    expect(
      formToAllowanceInput({ ...emptyAllowanceForm(), vehicleId: "3", driverId: "9" }).fleetTaskId,
    ).toBeNull();
    expect(allowanceFieldsSchema.safeParse(allowance).success).toBe(true);
    const expense = formToExpenseInput(4, { ...emptyExpenseForm(), kind: "meal", amount: 45000 }, null);
    expect(allowanceExpenseFieldsSchema.safeParse(expense).success).toBe(true);
  });

  it("takes whole Rupiah from 1 to a billion only", () => {
    expect([1, 500_000, 1_000_000_000].every(isRupiahAmount)).toBe(true);
    expect(["", 0, 10.5, 1_000_000_001, -5].some(isRupiahAmount)).toBe(false);
  });
});
