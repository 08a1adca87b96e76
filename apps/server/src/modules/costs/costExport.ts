import { COST_CATEGORY_LABELS, type CompanyTimeZone, type Language } from "@armada/domain";
import type { CostEntryView } from "./costEntryView.js";
import { DATE_TIME_FORMAT, RUPIAH_FORMAT, type SheetColumn, xlsxSheet } from "./xlsxSheet.js";

const COLUMNS: SheetColumn<CostEntryView>[] = [
  {
    header: { id: "Tanggal", en: "Date" },
    width: 18,
    value: (e) => new Date(e.spentAt),
    numFmt: DATE_TIME_FORMAT,
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

/** The cost entries as an XLSX workbook (one sheet "Biaya"/"Costs"). */
export function costEntriesWorkbook(
  entries: readonly CostEntryView[],
  options: { language: Language; zone: CompanyTimeZone },
): Promise<Buffer> {
  return xlsxSheet({ id: "Biaya", en: "Costs" }, COLUMNS, entries, options);
}
