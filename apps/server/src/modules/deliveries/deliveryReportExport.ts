import type { Language } from "@armada/domain";
import ExcelJS from "exceljs";
import type { DeliveryReport } from "./deliveryReportService.js";

/** A text cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR) is written with a leading quote. */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const PERCENT = "0.0%";

/**
 * The delivery report as an XLSX workbook: a sheet per grouping (customer, driver, vehicle) and one per day, bold
 * frozen headers in the caller's language, rates as percentages. Names are text cells guarded against formulas.
 */
export async function deliveryReportWorkbook(report: DeliveryReport, language: Language): Promise<Buffer> {
  const en = language === "en";
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Armada";
  const rateSheet = (name: string, first: string, rows: DeliveryReport["perCustomer"]) => {
    const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = [
      { header: first, width: 32 },
      { header: en ? "Delivered" : "Terkirim", width: 12 },
      { header: en ? "With a window" : "Berjendela waktu", width: 16 },
      { header: en ? "On time" : "Tepat waktu", width: 12 },
      { header: en ? "Late" : "Terlambat", width: 12 },
      { header: en ? "On-time rate" : "Persentase tepat waktu", width: 20, style: { numFmt: PERCENT } },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const row of rows)
      sheet.addRow([safeText(row.name), row.delivered, row.judged, row.onTime, row.late, row.rate]);
  };
  rateSheet(en ? "Per customer" : "Per pelanggan", en ? "Customer" : "Pelanggan", report.perCustomer);
  rateSheet(en ? "Per driver" : "Per pengemudi", en ? "Driver" : "Pengemudi", report.perDriver);
  rateSheet(en ? "Per vehicle" : "Per kendaraan", en ? "Vehicle" : "Kendaraan", report.perVehicle);
  const days = workbook.addWorksheet(en ? "Per day" : "Per hari", {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  days.columns = [
    { header: en ? "Day" : "Tanggal", width: 14 },
    { header: en ? "Delivered" : "Terkirim", width: 12 },
    { header: en ? "Failed" : "Gagal", width: 12 },
    { header: en ? "Canceled" : "Dibatalkan", width: 12 },
  ];
  days.getRow(1).font = { bold: true };
  for (const row of report.perDay) days.addRow([row.day, row.delivered, row.failed, row.canceled]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
