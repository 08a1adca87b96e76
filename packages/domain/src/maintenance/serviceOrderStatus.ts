import type { StatusMachine } from "../deliveries/statusMachine.js";

/** A service order's (Perintah Servis) statuses: Draf → Konfirmasi → Dalam Proses → Verifikasi Dokumen → Selesai. */
export const SERVICE_ORDER_STATUSES = [
  "DRAFT",
  "CONFIRMED",
  "IN_PROGRESS",
  "DOCUMENT_VERIFICATION",
  "DONE",
  "CANCELED",
] as const;

export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

export const SERVICE_ORDER_MACHINE: StatusMachine<ServiceOrderStatus> = {
  DRAFT: ["CONFIRMED", "CANCELED"],
  CONFIRMED: ["DRAFT", "IN_PROGRESS", "CANCELED"],
  IN_PROGRESS: ["DOCUMENT_VERIFICATION", "CANCELED"],
  // the documents (invoice, photos) may be sent back to the workshop
  DOCUMENT_VERIFICATION: ["IN_PROGRESS", "DONE"],
  DONE: [],
  CANCELED: [],
};

/** The statuses of an order that holds its vehicle in the workshop (the "in progress" list). */
export const ACTIVE_SERVICE_ORDER_STATUSES: readonly ServiceOrderStatus[] = [
  "CONFIRMED",
  "IN_PROGRESS",
  "DOCUMENT_VERIFICATION",
];

/** Its details (vehicle, services, costs) may change only before the work starts. */
export const EDITABLE_SERVICE_ORDER_STATUSES: readonly ServiceOrderStatus[] = ["DRAFT", "CONFIRMED"];

export const SERVICE_LOCATIONS = ["INTERNAL", "EXTERNAL"] as const;
export type ServiceLocation = (typeof SERVICE_LOCATIONS)[number];

export const SERVICE_COST_KINDS = ["LABOUR", "PART"] as const;
export type ServiceCostKind = (typeof SERVICE_COST_KINDS)[number];

/** A labour or part line: quantity × unit price, in whole Rupiah. */
export interface ServiceCostLine {
  kind: ServiceCostKind;
  name: string;
  quantity: number;
  unitPrice: number;
}

export function serviceCostTotal(lines: readonly ServiceCostLine[]): number {
  return lines.reduce((total, line) => total + Math.round(line.quantity * line.unitPrice), 0);
}
