import { z } from "zod";
import { orderPrioritySchema } from "../routeOptimization/orderPriority.js";
import { vehicleSkillsSchema } from "../routeOptimization/vehicleSkills.js";
import { indonesianPhoneSchema } from "../schemas/indonesianPhoneSchema.js";
import { timeWindowSchema } from "../schemas/isoTimeSchema.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { deliveryAddressSchema } from "./deliveryInputs.js";
import type { DeliveryOrderStatus } from "./deliveryOrderStatus.js";

/**
 * A sales order's statuses (issue 33): Draf → Dikonfirmasi → Sebagian dikirim → Selesai, and Dibatalkan. A planner
 * sets DRAFT, CONFIRMED and CANCELED; PARTIALLY_SHIPPED and COMPLETED are read from the order's delivery orders.
 */
export const SALES_ORDER_STATUSES = [
  "DRAFT",
  "CONFIRMED",
  "PARTIALLY_SHIPPED",
  "COMPLETED",
  "CANCELED",
] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];

/** What is stored: the planner's own statuses. */
export const STORED_SALES_ORDER_STATUSES = ["DRAFT", "CONFIRMED", "CANCELED"] as const;
export type StoredSalesOrderStatus = (typeof STORED_SALES_ORDER_STATUSES)[number];

/** A line of a sales order, numbered from 1 in its order. */
export interface SalesOrderLine {
  lineNo: number;
  name: string;
  quantity: number;
  weightKg: number;
  volumeM3: number;
  /** Rupiah per unit, whole */
  unitPrice: number;
}

/** A quantity of one line carried by one delivery order. */
export interface SalesOrderAllocation {
  lineNo: number;
  quantity: number;
  deliveryOrderStatus: DeliveryOrderStatus;
}

/** A canceled or failed DO no longer carries its quantities: they may be shipped again. */
export const RELEASED_DELIVERY_ORDER_STATUSES: readonly DeliveryOrderStatus[] = ["CANCELED", "FAILED"];

const holds = (allocation: SalesOrderAllocation) =>
  !RELEASED_DELIVERY_ORDER_STATUSES.includes(allocation.deliveryOrderStatus);

/** Per line: ordered minus what the order's live delivery orders carry. */
export function remainingQuantities(
  lines: readonly SalesOrderLine[],
  allocations: readonly SalesOrderAllocation[],
): Map<number, number> {
  const remaining = new Map(lines.map((line) => [line.lineNo, line.quantity]));
  for (const allocation of allocations.filter(holds)) {
    const left = remaining.get(allocation.lineNo);
    if (left !== undefined) remaining.set(allocation.lineNo, left - allocation.quantity);
  }
  return remaining;
}

export type ShipmentProblem =
  | { kind: "UnknownLine"; lineNo: number }
  | { kind: "OverOrdered"; lineNo: number; remaining: number; requested: number }
  | { kind: "EmptyShipment"; shipment: number };

/**
 * Whether `shipments` (each a future DO's lines and quantities) fit in what is left of the order: every line known,
 * every shipment carrying something, and no line shipped beyond its ordered quantity over all shipments together.
 */
export function checkShipments(
  lines: readonly SalesOrderLine[],
  allocations: readonly SalesOrderAllocation[],
  shipments: readonly (readonly { lineNo: number; quantity: number }[])[],
): ShipmentProblem[] {
  const remaining = remainingQuantities(lines, allocations);
  const requested = new Map<number, number>();
  const problems: ShipmentProblem[] = [];
  shipments.forEach((shipment, index) => {
    if (shipment.every((line) => line.quantity <= 0))
      problems.push({ kind: "EmptyShipment", shipment: index });
    for (const { lineNo, quantity } of shipment) {
      if (!remaining.has(lineNo)) problems.push({ kind: "UnknownLine", lineNo });
      else requested.set(lineNo, (requested.get(lineNo) ?? 0) + quantity);
    }
  });
  for (const [lineNo, quantity] of requested) {
    const left = remaining.get(lineNo) ?? 0;
    if (quantity > left) problems.push({ kind: "OverOrdered", lineNo, remaining: left, requested: quantity });
  }
  return problems;
}

/**
 * The status shown: a draft or canceled order is what the planner set; a confirmed one is Selesai once nothing is
 * left and every DO carrying it was delivered, Sebagian dikirim once any DO carries some of it.
 */
export function salesOrderStatus(
  stored: StoredSalesOrderStatus,
  lines: readonly SalesOrderLine[],
  allocations: readonly SalesOrderAllocation[],
): SalesOrderStatus {
  if (stored !== "CONFIRMED") return stored;
  const live = allocations.filter(holds);
  if (live.length === 0) return "CONFIRMED";
  const remaining = remainingQuantities(lines, allocations);
  const nothingLeft = [...remaining.values()].every((left) => left <= 0);
  if (nothingLeft && live.every((allocation) => allocation.deliveryOrderStatus === "DELIVERED"))
    return "COMPLETED";
  return "PARTIALLY_SHIPPED";
}

/** Total of the lines in Rupiah. */
export function salesOrderTotal(lines: readonly Pick<SalesOrderLine, "quantity" | "unitPrice">[]): number {
  return lines.reduce((total, line) => total + line.quantity * line.unitPrice, 0);
}

/** The planner's moves: confirm or cancel a draft, take a confirmed order back to draft (no DO yet) or cancel it. */
export const SALES_ORDER_MOVES: Record<StoredSalesOrderStatus, readonly StoredSalesOrderStatus[]> = {
  DRAFT: ["CONFIRMED", "CANCELED"],
  CONFIRMED: ["DRAFT", "CANCELED"],
  CANCELED: [],
};

const date = z.iso.date();
const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);

export const salesOrderLineInputSchema = z.object({
  name: text(200).min(1),
  quantity: z.int32().min(1).max(1_000_000),
  weightKg: z.number().min(0).max(1_000_000),
  volumeM3: z.number().min(0).max(100_000),
  unitPrice: z.number().int().min(0).max(100_000_000_000),
});

const salesOrderFields = {
  customerName: text(200).min(1),
  billedCustomerName: text(200).nullish(),
  orderDate: date,
  requestedDeliveryWindow: timeWindowSchema.nullish(),
  destination: deliveryAddressSchema,
  destinationContactName: text(200).nullish(),
  destinationContactPhone: indonesianPhoneSchema.nullish(),
  lines: z.array(salesOrderLineInputSchema).min(1).max(200),
  notes: text(2000).nullish(),
  /** skills the vehicle carrying its delivery orders must hold (copied onto them); absent: unchanged on edit */
  requiredSkills: vehicleSkillsSchema.nullish(),
  /** route planning's priority, copied onto its delivery orders; absent: NORMAL on create, unchanged on edit */
  priority: orderPrioritySchema.nullish(),
};

export const createSalesOrderInputSchema = z.object(salesOrderFields);
export type CreateSalesOrderInput = z.output<typeof createSalesOrderInputSchema>;
export const updateSalesOrderInputSchema = z.object({ salesOrderId: id, ...salesOrderFields });
export const salesOrderIdInputSchema = z.object({ salesOrderId: id });
export const changeSalesOrderStatusInputSchema = z.object({
  salesOrderId: id,
  status: z.enum(STORED_SALES_ORDER_STATUSES),
});

export const salesOrdersFilterSchema = z.object({
  status: z.enum(SALES_ORDER_STATUSES).nullish(),
  search: text(100).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

/** "Buat DO": one or more delivery orders, each from an origin with chosen lines and quantities. */
export const createDeliveryOrdersFromSalesOrderInputSchema = z.object({
  salesOrderId: id,
  shipments: z
    .array(
      z.object({
        origin: deliveryAddressSchema,
        pickupWindow: timeWindowSchema.nullish(),
        lines: z
          .array(z.object({ lineNo: id, quantity: z.int32().min(0).max(1_000_000) }))
          .min(1)
          .max(200)
          .refine((lines) => new Set(lines.map((line) => line.lineNo)).size === lines.length, {
            message: "duplicate line",
          }),
      }),
    )
    .min(1)
    .max(20),
});
