import { etollCardFieldsSchema } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { etollCardForm, formToEtollCardInput, isCardNumber } from "./etollCardForm";

describe("e-toll card form", () => {
  it("sends what the server's schema takes, the date only when the card goes on another vehicle", () => {
    const input = formToEtollCardInput(
      {
        ...etollCardForm(null),
        cardNumber: "6032 9812 3456 7890",
        vehicleId: "4",
        balance: 150000,
        note: " ",
      },
      null,
    );
    expect(input).toMatchObject({
      cardNumber: "6032981234567890",
      vehicleId: 4,
      balance: 150000,
      note: null,
    });
    expect(input.assignedFrom).toEqual(expect.any(String));
    expect(etollCardFieldsSchema.safeParse(input).success).toBe(true);
    const card = {
      etollCardId: 1,
      cardNumber: "6032981234567890",
      issuer: "mandiri" as const,
      vehicleId: 4,
      licensePlate: "B 1 A",
      assignedFrom: null,
      balance: null,
      balanceOn: null,
      note: null,
    };
    expect(formToEtollCardInput(etollCardForm(card), card).assignedFrom).toBeNull();
    expect(etollCardForm(card).cardNumber).toBe("6032 9812 3456 7890");
  });

  it("takes 10 to 19 digits, grouped or not", () => {
    expect(["6032 9812 3456 7890", "6032-9812-3456-7890", "0145223344"].every(isCardNumber)).toBe(true);
    expect(["6032 98", "abc 1234 5678 9012", "12345678901234567890", ""].some(isCardNumber)).toBe(false);
  });
});
