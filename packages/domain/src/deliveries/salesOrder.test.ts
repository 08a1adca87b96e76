import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DeliveryOrderStatus } from "./deliveryOrderStatus.js";
import { DELIVERY_ORDER_STATUSES } from "./deliveryOrderStatus.js";
import { canDecideDeliveryRequest, createDeliveryRequestInputSchema } from "./deliveryRequest.js";
import {
  checkShipments,
  createDeliveryOrdersFromSalesOrderInputSchema,
  createSalesOrderInputSchema,
  remainingQuantities,
  type SalesOrderAllocation,
  type SalesOrderLine,
  salesOrderStatus,
  salesOrderTotal,
} from "./salesOrder.js";

const line = (lineNo: number, quantity: number): SalesOrderLine => ({
  lineNo,
  name: `Barang ${lineNo}`,
  quantity,
  weightKg: 1,
  volumeM3: 0.01,
  unitPrice: 10_000,
});
const carried = (lineNo: number, quantity: number, status: DeliveryOrderStatus = "CONFIRMED") => ({
  lineNo,
  quantity,
  deliveryOrderStatus: status,
});

describe("a sales order's remaining quantities", () => {
  it("subtracts what live DOs carry; canceled and failed DOs give theirs back", () => {
    const lines = [line(1, 100), line(2, 10)];
    const remaining = remainingQuantities(lines, [
      carried(1, 60),
      carried(1, 30, "CANCELED"),
      carried(2, 4, "FAILED"),
      carried(2, 6, "DELIVERED"),
    ]);
    expect(remaining.get(1)).toBe(40);
    expect(remaining.get(2)).toBe(4);
  });

  it("refuses a shipment beyond what is left, counting every shipment of the request together", () => {
    const lines = [line(1, 100)];
    expect(checkShipments(lines, [carried(1, 60)], [[{ lineNo: 1, quantity: 40 }]])).toEqual([]);
    expect(
      checkShipments(lines, [carried(1, 60)], [[{ lineNo: 1, quantity: 30 }], [{ lineNo: 1, quantity: 11 }]]),
    ).toEqual([{ kind: "OverOrdered", lineNo: 1, remaining: 40, requested: 41 }]);
    expect(checkShipments(lines, [], [[{ lineNo: 2, quantity: 1 }]])).toContainEqual({
      kind: "UnknownLine",
      lineNo: 2,
    });
    expect(checkShipments(lines, [], [[{ lineNo: 1, quantity: 0 }]])).toEqual([
      { kind: "EmptyShipment", shipment: 0 },
    ]);
  });

  it("property: accepting only the shipments checkShipments allows never leaves a line below zero", () => {
    const lines = fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 5 });
    const request = fc.array(
      fc.array(
        fc.record({ lineNo: fc.integer({ min: 1, max: 6 }), quantity: fc.integer({ min: 0, max: 60 }) }),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
      { minLength: 1, maxLength: 3 },
    );
    const status = fc.constantFrom(...DELIVERY_ORDER_STATUSES);
    fc.assert(
      fc.property(lines, fc.array(fc.tuple(request, status), { maxLength: 8 }), (quantities, requests) => {
        const order = quantities.map((quantity, index) => line(index + 1, quantity));
        const allocations: SalesOrderAllocation[] = [];
        for (const [shipments, doStatus] of requests) {
          const unique = shipments.map((shipment) => [
            ...new Map(shipment.map((l) => [l.lineNo, l])).values(),
          ]);
          if (checkShipments(order, allocations, unique).length > 0) continue;
          for (const shipment of unique)
            for (const l of shipment) allocations.push(carried(l.lineNo, l.quantity, doStatus));
        }
        for (const [lineNo, left] of remainingQuantities(order, allocations)) {
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(order[lineNo - 1]?.quantity ?? 0);
        }
      }),
    );
  });
});

describe("a sales order's status", () => {
  const lines = [line(1, 10), line(2, 5)];

  it("keeps the planner's draft and canceled, and is Dikonfirmasi until a DO carries some of it", () => {
    expect(salesOrderStatus("DRAFT", lines, [])).toBe("DRAFT");
    expect(salesOrderStatus("CANCELED", lines, [carried(1, 10)])).toBe("CANCELED");
    expect(salesOrderStatus("CONFIRMED", lines, [])).toBe("CONFIRMED");
    expect(salesOrderStatus("CONFIRMED", lines, [carried(1, 3, "CANCELED")])).toBe("CONFIRMED");
  });

  it("is Sebagian dikirim while something is left or not yet delivered, Selesai once all is delivered", () => {
    expect(salesOrderStatus("CONFIRMED", lines, [carried(1, 4)])).toBe("PARTIALLY_SHIPPED");
    expect(salesOrderStatus("CONFIRMED", lines, [carried(1, 10), carried(2, 5, "IN_PROGRESS")])).toBe(
      "PARTIALLY_SHIPPED",
    );
    expect(
      salesOrderStatus("CONFIRMED", lines, [carried(1, 10, "DELIVERED"), carried(2, 5, "DELIVERED")]),
    ).toBe("COMPLETED");
  });

  it("property: Selesai only when nothing is left", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 10 })), { maxLength: 6 }),
        (pieces) => {
          const allocations = pieces.map(([lineNo, quantity]) => carried(lineNo, quantity, "DELIVERED"));
          const status = salesOrderStatus("CONFIRMED", lines, allocations);
          const left = [...remainingQuantities(lines, allocations).values()];
          expect(status === "COMPLETED").toBe(allocations.length > 0 && left.every((value) => value <= 0));
        },
      ),
    );
  });

  it("totals its lines in Rupiah", () => {
    expect(
      salesOrderTotal([
        { quantity: 3, unitPrice: 12_500 },
        { quantity: 2, unitPrice: 1_000 },
      ]),
    ).toBe(39_500);
  });
});

describe("sales order and delivery request inputs", () => {
  const destination = { address: "Toko Makmur, Bekasi", lat: -6.24, lng: 106.99 };

  it("needs a line, whole Rupiah and a calendar order date", () => {
    const order = {
      customerName: "PT Sinar Niaga",
      orderDate: "2026-11-29",
      destination,
      lines: [{ name: "Semen", quantity: 10, weightKg: 50, volumeM3: 0.04, unitPrice: 65_000 }],
    };
    expect(createSalesOrderInputSchema.safeParse(order).success).toBe(true);
    expect(createSalesOrderInputSchema.safeParse({ ...order, lines: [] }).success).toBe(false);
    expect(createSalesOrderInputSchema.safeParse({ ...order, orderDate: "29/11/2026" }).success).toBe(false);
    const cents = [{ ...order.lines[0], unitPrice: 65_000.5 }];
    expect(createSalesOrderInputSchema.safeParse({ ...order, lines: cents }).success).toBe(false);
  });

  it("refuses a shipment naming a line twice", () => {
    const shipment = {
      origin: destination,
      lines: [
        { lineNo: 1, quantity: 1 },
        { lineNo: 1, quantity: 2 },
      ],
    };
    const parsed = createDeliveryOrdersFromSalesOrderInputSchema.safeParse({
      salesOrderId: 1,
      shipments: [shipment],
    });
    expect(parsed.success).toBe(false);
  });

  it("a request needs the requester's phone and an item, and is decided once", () => {
    const request = {
      requesterKind: "BRANCH",
      requesterName: "Cabang Bandung",
      requesterPhone: "0812 3456 7890",
      origin: destination,
      destination,
      items: [{ name: "Palet", quantity: 2, weightKg: 20, volumeM3: 1 }],
    };
    const parsed = createDeliveryRequestInputSchema.parse(request);
    expect(parsed.requesterPhone).toBe("+6281234567890");
    expect(createDeliveryRequestInputSchema.safeParse({ ...request, items: [] }).success).toBe(false);
    expect(canDecideDeliveryRequest("NEW")).toBe(true);
    expect(canDecideDeliveryRequest("APPROVED")).toBe(false);
    expect(canDecideDeliveryRequest("REJECTED")).toBe(false);
  });
});

describe("the POD settings", () => {
  it("require at least one proof", async () => {
    const { podRequirementsSchema } = await import("./proofOfDelivery.js");
    expect(
      podRequirementsSchema.safeParse({ photo: false, signature: true, receiverName: false }).success,
    ).toBe(true);
    expect(
      podRequirementsSchema.safeParse({ photo: false, signature: false, receiverName: false }).success,
    ).toBe(false);
  });
});
