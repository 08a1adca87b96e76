import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALLOWANCE_STATUSES,
  allowanceExpenseCategory,
  allowanceExpenseFieldsSchema,
  allowanceFieldsSchema,
  allowanceMoveRefusal,
  allowanceSettlement,
  outstandingAllowance,
} from "./driverAllowances.js";

const status = fc.constantFrom(...ALLOWANCE_STATUSES);
const rupiah = fc.integer({ min: 1, max: 50_000_000 });

describe("allowanceSettlement", () => {
  it("returns the unspent part to the company and pays the driver what was spent beyond the advance", () => {
    expect(allowanceSettlement(500_000, [150_000, 200_000])).toEqual({
      spent: 350_000,
      variance: 150_000,
      direction: "RETURN_TO_COMPANY",
    });
    expect(allowanceSettlement(300_000, [250_000, 100_000])).toMatchObject({
      variance: -50_000,
      direction: "PAY_DRIVER",
    });
    expect(allowanceSettlement(100_000, [100_000]).direction).toBe("EVEN");
  });

  it("spent plus variance is the advance, and the direction follows the variance's sign", () => {
    fc.assert(
      fc.property(rupiah, fc.array(rupiah, { maxLength: 30 }), (advance, expenses) => {
        const settlement = allowanceSettlement(advance, expenses);
        expect(settlement.spent + settlement.variance).toBe(advance);
        expect(settlement.spent).toBe(expenses.reduce((a, b) => a + b, 0));
        const expected =
          settlement.variance > 0 ? "RETURN_TO_COMPANY" : settlement.variance < 0 ? "PAY_DRIVER" : "EVEN";
        expect(settlement.direction).toBe(expected);
      }),
    );
  });
});

describe("allowanceMoveRefusal", () => {
  it("settles or cancels a given allowance, and nothing leaves settled or canceled", () => {
    expect(allowanceMoveRefusal("GIVEN", "SETTLED", 3)).toBeNull();
    expect(allowanceMoveRefusal("GIVEN", "CANCELED", 0)).toBeNull();
    expect(allowanceMoveRefusal("SETTLED", "CANCELED", 0)).toBe("StatusChangeNotAllowed");
    expect(allowanceMoveRefusal("CANCELED", "GIVEN", 0)).toBe("StatusChangeNotAllowed");
  });

  it("refuses to cancel an allowance with receipts", () => {
    expect(allowanceMoveRefusal("GIVEN", "CANCELED", 1)).toBe("AllowanceHasExpenses");
  });

  it("only a given allowance moves, never to itself or back to given", () => {
    fc.assert(
      fc.property(status, status, fc.nat(10), (from, to, count) => {
        const refusal = allowanceMoveRefusal(from, to, count);
        if (from !== "GIVEN" || to === "GIVEN") expect(refusal).toBe("StatusChangeNotAllowed");
        else if (to === "CANCELED" && count > 0) expect(refusal).toBe("AllowanceHasExpenses");
        else expect(refusal).toBeNull();
      }),
    );
  });
});

describe("outstandingAllowance", () => {
  it("counts only the advances still out, less their receipts", () => {
    expect(
      outstandingAllowance([
        { status: "GIVEN", amount: 500_000, spent: 200_000 },
        { status: "SETTLED", amount: 900_000, spent: 100_000 },
        { status: "CANCELED", amount: 400_000, spent: 0 },
        { status: "GIVEN", amount: 100_000, spent: 150_000 },
      ]),
    ).toBe(250_000);
  });

  it("is additive over drivers' allowance lists", () => {
    const allowance = fc.record({ status, amount: rupiah, spent: fc.nat(50_000_000) });
    fc.assert(
      fc.property(fc.array(allowance), fc.array(allowance), (a, b) => {
        expect(outstandingAllowance([...a, ...b])).toBe(outstandingAllowance(a) + outstandingAllowance(b));
      }),
    );
  });
});

describe("allowance inputs", () => {
  it("books fuel and toll receipts under their categories and the rest as uang jalan", () => {
    expect(
      ["fuel", "toll", "parking", "meal", "other"].map((k) => allowanceExpenseCategory(k as never)),
    ).toEqual(["fuel", "toll", "allowance", "allowance", "allowance"]);
  });

  it("needs a purpose and a whole positive Rupiah amount", () => {
    const base = { vehicleId: 1, driverId: 2, paidOn: "2026-11-02T08:00:00+07:00" };
    expect(allowanceFieldsSchema.safeParse({ ...base, purpose: " ", amount: 100 }).success).toBe(false);
    expect(
      allowanceFieldsSchema.safeParse({ ...base, purpose: "Jakarta–Bandung", amount: 10.5 }).success,
    ).toBe(false);
    expect(
      allowanceFieldsSchema.parse({ ...base, purpose: "Jakarta–Bandung", amount: 750_000 }),
    ).toMatchObject({
      fleetTaskId: null,
      note: null,
    });
  });

  it("takes a receipt photo only as an uploaded image's path", () => {
    const base = { allowanceId: 1, kind: "meal", spentAt: "2026-11-02T12:00:00+07:00", amount: 45_000 };
    const name = "0b5f6c1e-3a4d-4c55-9a1b-2f0f3a7b9c10";
    expect(
      allowanceExpenseFieldsSchema.safeParse({ ...base, receiptUrl: `/api/uploads/${name}.jpg` }).success,
    ).toBe(true);
    expect(
      allowanceExpenseFieldsSchema.safeParse({ ...base, receiptUrl: "https://evil.example/x.jpg" }).success,
    ).toBe(false);
    expect(
      allowanceExpenseFieldsSchema.safeParse({ ...base, receiptUrl: `/api/uploads/${name}.svg` }).success,
    ).toBe(false);
  });
});
