import type { CompanyTimeZone, Language } from "@armada/domain";
import { TIME_ZONE_ABBREVIATIONS, TIME_ZONE_UTC_OFFSET_MINUTES } from "@armada/domain";
import ExcelJS from "exceljs";
import type { InvoiceView } from "./invoiceService.js";

const RUPIAH_FORMAT = '"Rp" #,##0';

const COLUMNS: {
  header: { id: string; en: string };
  width: number;
  value: (invoice: InvoiceView) => string | number | Date | null;
  numFmt?: string;
}[] = [
  { header: { id: "Nomor", en: "Number" }, width: 20, value: (i) => i.number },
  { header: { id: "Status", en: "Status" }, width: 12, value: (i) => i.status },
  { header: { id: "Pelanggan", en: "Customer" }, width: 28, value: (i) => i.customerName },
  {
    header: { id: "Dari", en: "From" },
    width: 14,
    value: (i) => new Date(i.periodFrom),
    numFmt: "dd/mm/yyyy",
  },
  { header: { id: "Sampai", en: "To" }, width: 14, value: (i) => new Date(i.periodTo), numFmt: "dd/mm/yyyy" },
  {
    header: { id: "Terbit", en: "Issued" },
    width: 18,
    value: (i) => (i.issuedOn ? new Date(i.issuedOn) : null),
    numFmt: "dd/mm/yyyy hh:mm",
  },
  {
    header: { id: "Subtotal (Rp)", en: "Subtotal (Rp)" },
    width: 16,
    value: (i) => i.subtotal,
    numFmt: RUPIAH_FORMAT,
  },
  { header: { id: "PPN (Rp)", en: "VAT (Rp)" }, width: 14, value: (i) => i.ppn, numFmt: RUPIAH_FORMAT },
  {
    header: { id: "PPh 23 (Rp)", en: "PPh 23 (Rp)" },
    width: 14,
    value: (i) => i.pph23,
    numFmt: RUPIAH_FORMAT,
  },
  { header: { id: "Total (Rp)", en: "Total (Rp)" }, width: 16, value: (i) => i.total, numFmt: RUPIAH_FORMAT },
];

/**
 * The invoice list as an XLSX workbook, like the costs export: headers in the caller's language, dates in the
 * company's wall-clock time, amounts as numbers. Text goes in as shared strings (never formulas), so a customer
 * name starting with `=` stays text. A capped export (`truncated`) says so below its last row.
 */
export async function invoicesWorkbook(
  list: readonly InvoiceView[],
  truncated: boolean,
  options: { language: Language; zone: CompanyTimeZone },
): Promise<Buffer> {
  const lang = options.language === "en" ? "en" : "id";
  const offset = TIME_ZONE_UTC_OFFSET_MINUTES[options.zone] * 60_000;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Armada";
  const sheet = workbook.addWorksheet(lang === "id" ? "Faktur" : "Invoices", {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((column) => ({
    header: column.numFmt?.includes("hh")
      ? `${column.header[lang]} (${TIME_ZONE_ABBREVIATIONS[options.zone]})`
      : column.header[lang],
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const invoice of list) {
    sheet.addRow(
      COLUMNS.map((column) => {
        const value = column.value(invoice);
        return value instanceof Date ? new Date(value.getTime() + offset) : value;
      }),
    );
  }
  if (truncated) {
    sheet.addRow([]);
    sheet.addRow([
      lang === "id"
        ? `Hanya ${list.length.toLocaleString("id-ID")} faktur terbaru; saring per status untuk melihat yang lain.`
        : `Only the newest ${list.length.toLocaleString("en-US")} invoices; filter by status to see the others.`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
