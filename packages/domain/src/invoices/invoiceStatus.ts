import type { StatusMachine } from "../deliveries/statusMachine.js";

export const INVOICE_STATUSES = ["DRAFT", "ISSUED", "PAID", "CANCELLED"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** draft → issued → paid; a draft or an issued invoice may be cancelled (its orders can be invoiced again). */
export const INVOICE_MACHINE: StatusMachine<InvoiceStatus> = {
  DRAFT: ["ISSUED", "CANCELLED"],
  ISSUED: ["PAID", "CANCELLED"],
  PAID: [],
  CANCELLED: [],
};

/** INV/2026/11/0001: the company's prefix and running number within the month the invoice was issued. */
export function formatInvoiceNumber(prefix: string, year: number, month: number, sequence: number): string {
  return `${prefix}/${year}/${String(month).padStart(2, "0")}/${String(sequence).padStart(4, "0")}`;
}
