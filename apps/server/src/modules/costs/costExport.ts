import {
  COST_CATEGORY_LABELS,
  type CompanyTimeZone,
  type Language,
  TIME_ZONE_ABBREVIATIONS,
  TIME_ZONE_UTC_OFFSET_MINUTES,
} from "@armada/domain";
import ExcelJS from "exceljs";
import type { CostEntryView } from "./costEntryView.js";

interface Column {
  header: { id: string; en: string };
  width: number;
  value: (entry: CostEntryView, language: "id" | "en") => string | number | Date | null;
  numFmt?: string;
}

const RUPIAH_FORMAT = '"Rp" #,##0';

const COLUMNS: Column[] = [
  {
    header: { id: "Tanggal", en: "Date" },
    width: 18,
    value: (e) => new Date(e.spentAt),
    numFmt: "dd/mm/yyyy hh:mm",
  },
  { header: { id: "Kendaraan", en: "Vehicle" }, width: 14, value: (e) => e.licensePlate },
  {
    header: { id: "Kategori", en: "Category" },
    width: 16,
    value: (e, l) => COST_CATEGORY_LABELS[e.category][l],
  },
  {
    header: { id: "Jumlah (Rp)", en: "Amount (Rp)" },
    width: 16,
    value: (e) => e.amount,
    numFmt: RUPIAH_FORMAT,
  },
  { header: { id: "Liter", en: "Litres" }, width: 10, value: (e) => e.litres },
  {
    header: { id: "Harga per liter", en: "Price per litre" },
    width: 14,
    value: (e) => e.pricePerLitre,
    numFmt: RUPIAH_FORMAT,
  },
  { header: { id: "SPBU", en: "Station" }, width: 24, value: (e) => e.station },
  { header: { id: "Kartu e-toll", en: "E-toll card" }, width: 18, value: (e) => e.etollCard },
  { header: { id: "Odometer (km)", en: "Odometer (km)" }, width: 14, value: (e) => e.odometerKm },
  { header: { id: "Keterangan", en: "Description" }, width: 40, value: (e) => e.description },
];

/**
 * The entries as an XLSX workbook: one sheet, bold frozen header in the caller's language, dates as Excel dates in
 * the company's wall-clock time, amounts as numbers in Rupiah. Text goes in as text cells: ExcelJS writes a string
 * as a shared string, never as a formula, so a description starting with `=` stays the text it is.
 */
export async function costEntriesWorkbook(
  entries: readonly CostEntryView[],
  options: { language: Language; zone: CompanyTimeZone },
): Promise<Buffer> {
  const lang = options.language === "en" ? "en" : "id";
  const offset = TIME_ZONE_UTC_OFFSET_MINUTES[options.zone] * 60_000;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Armada";
  const sheet = workbook.addWorksheet(lang === "id" ? "Biaya" : "Costs", {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((column, index) => ({
    header:
      index === 0 ? `${column.header[lang]} (${TIME_ZONE_ABBREVIATIONS[options.zone]})` : column.header[lang],
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) {
    sheet.addRow(
      COLUMNS.map((column) => {
        const value = column.value(entry, lang);
        return value instanceof Date ? new Date(value.getTime() + offset) : value;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
