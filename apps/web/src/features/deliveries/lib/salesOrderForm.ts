import type { OrderPriority, VehicleSkill } from "@armada/domain";
import dayjs from "dayjs";
import type { CreateSalesOrderInput } from "@/generated/graphql/graphql";
import type { SalesOrderRow } from "../api/salesOrders";
import { type AddressValue, toAddressInput, toAddressValue } from "./deliveryOrderForm";

export interface SalesOrderLineValue {
  name: string;
  quantity: number;
  weightKg: number;
  volumeM3: number;
  unitPrice: number;
}

export interface SalesOrderFormValues {
  customerName: string;
  billedCustomerName: string;
  /** YYYY-MM-DD */
  orderDate: string;
  destination: AddressValue;
  destinationContactName: string;
  destinationContactPhone: string;
  /** the date pickers' local "YYYY-MM-DD HH:mm:ss", or null */
  windowStart: string | null;
  windowEnd: string | null;
  lines: SalesOrderLineValue[];
  notes: string;
  /** skills the vehicle carrying its delivery orders must hold (copied onto them) */
  requiredSkills: VehicleSkill[];
  /** route planning's priority (copied onto its delivery orders) */
  priority: OrderPriority;
}

const LOCAL = "YYYY-MM-DD HH:mm:ss";
const toLocal = (value: string | null | undefined) => (value ? dayjs(value).format(LOCAL) : null);
const toIso = (value: string | null) => (value ? dayjs(value).toISOString() : null);

export const emptySalesOrderForm = (): SalesOrderFormValues => ({
  customerName: "",
  billedCustomerName: "",
  orderDate: dayjs().format("YYYY-MM-DD"),
  destination: null,
  destinationContactName: "",
  destinationContactPhone: "",
  windowStart: null,
  windowEnd: null,
  lines: [{ name: "", quantity: 1, weightKg: 0, volumeM3: 0, unitPrice: 0 }],
  notes: "",
  requiredSkills: [],
  priority: "NORMAL",
});

export function salesOrderToForm(order: SalesOrderRow): SalesOrderFormValues {
  return {
    customerName: order.customerName,
    billedCustomerName: order.billedCustomerName ?? "",
    orderDate: order.orderDate,
    destination: toAddressValue(order.destination),
    destinationContactName: order.destinationContactName ?? "",
    destinationContactPhone: order.destinationContactPhone?.replace(/^\+62/, "0") ?? "",
    windowStart: toLocal(order.requestedDeliveryWindow.start),
    windowEnd: toLocal(order.requestedDeliveryWindow.end),
    lines: order.lines.map(({ name, quantity, weightKg, volumeM3, unitPrice }) => ({
      name,
      quantity,
      weightKg,
      volumeM3,
      unitPrice,
    })),
    notes: order.notes ?? "",
    requiredSkills: [...order.requiredSkills],
    priority: order.priority,
  };
}

export function formToSalesOrderInput(
  form: SalesOrderFormValues & { destination: NonNullable<AddressValue> },
): CreateSalesOrderInput {
  const blank = (value: string) => value.trim() || null;
  return {
    customerName: form.customerName.trim(),
    billedCustomerName: blank(form.billedCustomerName),
    orderDate: form.orderDate,
    requestedDeliveryWindow: { start: toIso(form.windowStart), end: toIso(form.windowEnd) },
    destination: toAddressInput(form.destination),
    destinationContactName: blank(form.destinationContactName),
    destinationContactPhone: blank(form.destinationContactPhone),
    lines: form.lines.map((line) => ({ ...line, name: line.name.trim() })),
    notes: blank(form.notes),
    requiredSkills: form.requiredSkills,
    priority: form.priority,
  };
}
