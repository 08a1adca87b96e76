import { describe, expect, it } from "vitest";
import { costFormErrors, emptyCostForm, formToCostInput } from "./costForm";

describe("cost form", () => {
  it("sends a fuel entry's litres and price but no amount, and drops the toll card", () => {
    const input = formToCostInput({
      ...emptyCostForm(),
      vehicleId: "7",
      litres: 150,
      pricePerLitre: 6800,
      amount: 5,
      etollCard: "6032",
    });
    expect(input).toMatchObject({
      vehicleId: 7,
      category: "fuel",
      litres: 150,
      pricePerLitre: 6800,
      amount: null,
      etollCard: null,
    });
    expect(costFormErrors(input)).toEqual({});
  });

  it("names the fields the shared schema refuses", () => {
    const toll = formToCostInput({ ...emptyCostForm(), vehicleId: "7", category: "toll" });
    expect(costFormErrors(toll)).toEqual({ amount: true });
    const fuel = formToCostInput({ ...emptyCostForm(), vehicleId: "7", litres: 10 });
    expect(costFormErrors(fuel)).toEqual({ pricePerLitre: true });
  });
});
