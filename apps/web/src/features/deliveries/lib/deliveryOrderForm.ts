import { type ContactLocationInput, LOCATION_TYPES } from "@armada/domain";
import dayjs from "dayjs";
import type {
  CreateDeliveryOrderInput,
  DeliveryAddressInput,
  OrderPriority,
  VehicleSkill,
} from "@/generated/graphql/graphql";
import type { DeliveryOrderRow } from "../api/deliveryOrders";

/** The picker's value for an address: a saved geofence keeps its id. */
export type AddressValue = ContactLocationInput | null;

export interface DeliveryOrderFormValues {
  customerName: string;
  billedCustomerName: string;
  shipmentNumber: string;
  origin: AddressValue;
  destination: AddressValue;
  /** who receives the goods; their WhatsApp gets the tracking link ("" for none) */
  destinationContactName: string;
  destinationContactPhone: string;
  /** the date pickers' local "YYYY-MM-DD HH:mm:ss", or null */
  pickupStart: string | null;
  pickupEnd: string | null;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  items: { name: string; quantity: number; weightKg: number; volumeM3: number }[];
  customFields: { key: string; value: string }[];
  notes: string;
  /** skills the carrying vehicle must hold (the route planner's rule) */
  requiredSkills: VehicleSkill[];
  /** the route planner keeps higher priorities when not every order fits */
  priority: OrderPriority;
}

export const EMPTY_ORDER_FORM: DeliveryOrderFormValues = {
  customerName: "",
  billedCustomerName: "",
  shipmentNumber: "",
  origin: null,
  destination: null,
  destinationContactName: "",
  destinationContactPhone: "",
  pickupStart: null,
  pickupEnd: null,
  deliveryStart: null,
  deliveryEnd: null,
  items: [],
  customFields: [],
  notes: "",
  requiredSkills: [],
  priority: "NORMAL",
};

const LOCAL = "YYYY-MM-DD HH:mm:ss";
const toLocal = (value: string | null | undefined) => (value ? dayjs(value).format(LOCAL) : null);
const toIso = (value: string | null) => (value ? dayjs(value).toISOString() : null);

/** The picker's value of a stored address. */
export const toAddressValue = (address: DeliveryOrderRow["origin"]): AddressValue => ({
  name: address.address,
  fullName: address.address,
  lat: address.lat,
  lng: address.lng,
  id: address.geofenceId ? String(address.geofenceId) : null,
  type: address.geofenceId ? LOCATION_TYPES.savedAddress : LOCATION_TYPES.places,
});

/** The API input of a picked address. */
export function toAddressInput(value: NonNullable<AddressValue>): DeliveryAddressInput {
  const geofenceId = value.type === LOCATION_TYPES.savedAddress ? Number(value.id) : null;
  return {
    address: value.fullName || value.name,
    lat: value.lat,
    lng: value.lng,
    geofenceId: geofenceId || null,
  };
}

export function orderToForm(order: DeliveryOrderRow): DeliveryOrderFormValues {
  return {
    customerName: order.customerName,
    billedCustomerName: order.billedCustomerName ?? "",
    shipmentNumber: order.shipmentNumber ?? "",
    origin: toAddressValue(order.origin),
    destination: toAddressValue(order.destination),
    destinationContactName: order.destinationContactName ?? "",
    destinationContactPhone: order.destinationContactPhone?.replace(/^\+62/, "0") ?? "",
    pickupStart: toLocal(order.pickupWindow.start),
    pickupEnd: toLocal(order.pickupWindow.end),
    deliveryStart: toLocal(order.deliveryWindow.start),
    deliveryEnd: toLocal(order.deliveryWindow.end),
    items: order.items.map(({ name, quantity, weightKg, volumeM3 }) => ({
      name,
      quantity,
      weightKg,
      volumeM3,
    })),
    customFields: order.customFields.map(({ key, value }) => ({ key, value })),
    notes: order.notes ?? "",
    requiredSkills: [...order.requiredSkills],
    priority: order.priority,
  };
}

/** The API input of a form whose addresses are picked (the form checks that first). */
export function formToOrderInput(
  form: DeliveryOrderFormValues & {
    origin: NonNullable<AddressValue>;
    destination: NonNullable<AddressValue>;
  },
): CreateDeliveryOrderInput {
  const blank = (value: string) => value.trim() || null;
  return {
    customerName: form.customerName.trim(),
    billedCustomerName: blank(form.billedCustomerName),
    shipmentNumber: blank(form.shipmentNumber),
    origin: toAddressInput(form.origin),
    destination: toAddressInput(form.destination),
    destinationContactName: blank(form.destinationContactName),
    destinationContactPhone: blank(form.destinationContactPhone),
    pickupWindow: { start: toIso(form.pickupStart), end: toIso(form.pickupEnd) },
    deliveryWindow: { start: toIso(form.deliveryStart), end: toIso(form.deliveryEnd) },
    items: form.items,
    customFields: form.customFields.filter((field) => field.key.trim()),
    notes: blank(form.notes),
    requiredSkills: form.requiredSkills,
    priority: form.priority,
  };
}

/** True when a window's end comes before its start. */
export const windowReversed = (start: string | null, end: string | null) =>
  Boolean(start && end && dayjs(end).isBefore(dayjs(start)));
