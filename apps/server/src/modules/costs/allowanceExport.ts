import { ALLOWANCE_STATUS_LABELS, type CompanyTimeZone, type Language } from "@armada/domain";
import type { AllowanceView } from "./allowanceView.js";
import { DATE_TIME_FORMAT, RUPIAH_FORMAT, type SheetColumn, xlsxSheet } from "./xlsxSheet.js";

const rupiah = (
  header: { id: string; en: string },
  value: (a: AllowanceView) => number,
): SheetColumn<AllowanceView> => ({
  header,
  width: 16,
  value,
  numFmt: RUPIAH_FORMAT,
});

const COLUMNS: SheetColumn<AllowanceView>[] = [
  {
    header: { id: "Tanggal diberikan", en: "Paid on" },
    width: 20,
    value: (a) => new Date(a.paidOn),
    numFmt: DATE_TIME_FORMAT,
  },
  { header: { id: "Pengemudi", en: "Driver" }, width: 22, value: (a) => a.driverName },
  { header: { id: "Kendaraan", en: "Vehicle" }, width: 14, value: (a) => a.licensePlate },
  { header: { id: "Tugas armada", en: "Fleet task" }, width: 12, value: (a) => a.fleetTaskCode },
  { header: { id: "Keperluan", en: "Purpose" }, width: 32, value: (a) => a.purpose },
  {
    header: { id: "Status", en: "Status" },
    width: 14,
    value: (a, l) => ALLOWANCE_STATUS_LABELS[a.status][l],
  },
  rupiah({ id: "Uang jalan (Rp)", en: "Advance (Rp)" }, (a) => a.amount),
  rupiah({ id: "Terpakai (Rp)", en: "Spent (Rp)" }, (a) => a.spent),
  rupiah({ id: "Selisih (Rp)", en: "Variance (Rp)" }, (a) => a.variance),
  {
    header: { id: "Diselesaikan", en: "Closed on" },
    width: 18,
    value: (a) => (a.closedOn ? new Date(a.closedOn) : null),
    numFmt: DATE_TIME_FORMAT,
  },
  { header: { id: "Catatan", en: "Note" }, width: 40, value: (a) => a.note },
];

/** The driver allowances as an XLSX workbook (one sheet "Uang jalan"/"Driver allowances"), like the costs' export. */
export function allowancesWorkbook(
  allowances: readonly AllowanceView[],
  options: { language: Language; zone: CompanyTimeZone },
): Promise<Buffer> {
  return xlsxSheet({ id: "Uang jalan", en: "Driver allowances" }, COLUMNS, allowances, options);
}
