import {
  COST_CATEGORIES,
  COST_CATEGORY_LABELS,
  type CompanyTimeZone,
  type CostCategory,
  type Language,
  type TcoTotals,
} from "@armada/domain";
import { RUPIAH_FORMAT, type SheetColumn, xlsxSheet } from "./xlsxSheet.js";

/** A row of the TCO sheet: a vehicle, a vehicle group (or the vehicles in none) or the fleet. */
export interface TcoSheetRow extends TcoTotals {
  level: "vehicle" | "group" | "fleet";
  name: string | null;
  expectedKmPerLitre?: number | null;
}

const LEVELS = {
  vehicle: { id: "Kendaraan", en: "Vehicle" },
  group: { id: "Grup", en: "Group" },
  fleet: { id: "Armada", en: "Fleet" },
} as const;

const amountOf = (row: TcoSheetRow, category: CostCategory) =>
  row.byCategory.find((entry) => entry.category === category)?.amount ?? 0;
const rupiah = (header: SheetColumn<TcoSheetRow>["header"], value: (row: TcoSheetRow) => number | null) => ({
  header,
  width: 16,
  value,
  numFmt: RUPIAH_FORMAT,
});

const COLUMNS: SheetColumn<TcoSheetRow>[] = [
  { header: { id: "Tingkat", en: "Level" }, width: 12, value: (row, l) => LEVELS[row.level][l] },
  {
    header: { id: "Nama", en: "Name" },
    width: 22,
    value: (row, l) =>
      row.name ??
      (row.level === "group"
        ? { id: "Tanpa grup", en: "No group" }
        : { id: "Seluruh armada", en: "Whole fleet" })[l],
  },
  ...COST_CATEGORIES.map((category) =>
    rupiah(
      { id: `${COST_CATEGORY_LABELS[category].id} (Rp)`, en: `${COST_CATEGORY_LABELS[category].en} (Rp)` },
      (row) => amountOf(row, category),
    ),
  ),
  rupiah({ id: "Biaya operasional (Rp)", en: "Running cost (Rp)" }, (row) => row.running),
  rupiah({ id: "Biaya kepemilikan (Rp)", en: "Ownership cost (Rp)" }, (row) => row.ownership),
  rupiah({ id: "TCO (Rp)", en: "TCO (Rp)" }, (row) => row.tco),
  { header: { id: "Jarak (km)", en: "Distance (km)" }, width: 12, value: (row) => row.distanceKm },
  rupiah({ id: "Biaya per km (Rp)", en: "Cost per km (Rp)" }, (row) => row.costPerKm),
  rupiah({ id: "TCO per km (Rp)", en: "TCO per km (Rp)" }, (row) => row.tcoPerKm),
  { header: { id: "Liter", en: "Litres" }, width: 10, value: (row) => row.litres },
  { header: { id: "L/100 km", en: "L/100 km" }, width: 10, value: (row) => row.litresPer100Km },
  { header: { id: "km/L", en: "km/L" }, width: 10, value: (row) => row.kmPerLitre },
  {
    header: { id: "km/L harapan", en: "Expected km/L" },
    width: 12,
    value: (row) => row.expectedKmPerLitre ?? null,
  },
];

/** The TCO summary as an XLSX workbook (one sheet "TCO"): the fleet row, then the groups, then the vehicles. */
export function tcoWorkbook(
  rows: readonly TcoSheetRow[],
  options: { language: Language; zone: CompanyTimeZone },
): Promise<Buffer> {
  return xlsxSheet({ id: "TCO", en: "TCO" }, COLUMNS, rows, { ...options, zoneInHeader: false });
}
