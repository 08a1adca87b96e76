import { describe, expect, it } from "vitest";
import { CONSIGNEE_LINK_HOURS_AFTER_DONE, consigneeLinkExpiry } from "./consigneeLink.js";
import { createDeliveryOrderInputSchema } from "./deliveryInputs.js";

const order = {
  customerName: "PT Sinar Niaga",
  origin: { address: "Gudang Cikarang", lat: -6.3, lng: 107.15 },
  destination: { address: "Mall Kelapa Gading", lat: -6.157, lng: 106.908 },
};

describe("the consignee's tracking link", () => {
  it("is open two days from the start while the order runs, then six hours from its last stop", () => {
    const started = new Date("2026-11-29T01:00:00.000Z");
    expect(consigneeLinkExpiry(started, null).toISOString()).toBe("2026-12-01T01:00:00.000Z");
    const done = new Date("2026-11-29T05:30:00.000Z");
    expect(CONSIGNEE_LINK_HOURS_AFTER_DONE).toBe(6);
    expect(consigneeLinkExpiry(started, done).toISOString()).toBe("2026-11-29T11:30:00.000Z");
  });

  it("takes the destination contact's phone in any Indonesian form as E.164, and refuses what is none", () => {
    for (const phone of ["081311112201", "6281311112201", "+62 813-1111-2201"]) {
      const parsed = createDeliveryOrderInputSchema.parse({ ...order, destinationContactPhone: phone });
      expect(parsed.destinationContactPhone).toBe("+6281311112201");
    }
    expect(createDeliveryOrderInputSchema.parse(order).destinationContactPhone).toBeUndefined();
    for (const phone of ["12345", "0812", ""]) {
      expect(
        createDeliveryOrderInputSchema.safeParse({ ...order, destinationContactPhone: phone }).success,
      ).toBe(false);
    }
  });
});
