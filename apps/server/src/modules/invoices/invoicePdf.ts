import { type CompanyTimeZone, formatRupiah, formatZonedTime, type Language } from "@armada/domain";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { clipped, winAnsi } from "../../pdfText.js";
import type { InvoiceView } from "./invoiceService.js";

const LABELS = {
  id: {
    title: "FAKTUR",
    draft: "DRAF",
    customer: "Kepada",
    period: "Periode",
    issued: "Tanggal terbit",
    status: "Status",
    order: "DO",
    route: "Rute",
    pod: "Diterima oleh / waktu",
    noPod: "Tanpa POD",
    amount: "Jumlah",
    subtotal: "Subtotal",
    ppn: "PPN",
    pph23: "PPh 23 (dipotong)",
    total: "Total dibayar",
    page: "Halaman",
    statuses: { DRAFT: "Draf", ISSUED: "Terbit", PAID: "Lunas", CANCELLED: "Dibatalkan" },
  },
  en: {
    title: "INVOICE",
    draft: "DRAFT",
    customer: "Bill to",
    period: "Period",
    issued: "Issue date",
    status: "Status",
    order: "DO",
    route: "Route",
    pod: "Received by / time",
    noPod: "No POD",
    amount: "Amount",
    subtotal: "Subtotal",
    ppn: "VAT (PPN)",
    pph23: "PPh 23 (withheld)",
    total: "Total due",
    page: "Page",
    statuses: { DRAFT: "Draft", ISSUED: "Issued", PAID: "Paid", CANCELLED: "Cancelled" },
  },
} as const;

const percent = (value: number, language: Language) =>
  `${value.toLocaleString(language === "en" ? "en-US" : "id-ID", { maximumFractionDigits: 2 })} %`;

/**
 * The printable invoice (A4): the company's name, the customer and period, one row per order with its proof of
 * delivery (receiver and time), then subtotal, PPN, PPh 23 and the total, in Rupiah written the Indonesian way.
 */
export async function invoicePdf(
  invoice: InvoiceView,
  options: { companyName: string; language: Language; zone: CompanyTimeZone },
): Promise<Uint8Array> {
  const text = LABELS[options.language === "en" ? "en" : "id"];
  const doc = await PDFDocument.create();
  const title = `${text.title} ${invoice.number ?? text.draft}`;
  doc.setTitle(title);
  doc.setAuthor(winAnsi(options.companyName));
  doc.setCreator("Armada");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 40;
  const width = 595.28 - margin * 2;
  const grey = rgb(0.4, 0.4, 0.4);
  const columns = [
    { x: 0, width: 70, label: text.order },
    { x: 72, width: 220, label: text.route },
    { x: 296, width: 130, label: text.pod },
    { x: 430, width: width - 430, label: text.amount, right: true },
  ];
  let page: PDFPage = doc.addPage([595.28, 841.89]);
  let y = 800;
  const write = (value: string, x: number, size = 9, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(winAnsi(value), { x: margin + x, y, size, font, color });
  const writeRight = (value: string, right: number, size = 9, font = regular) =>
    page.drawText(winAnsi(value), {
      x: margin + right - font.widthOfTextAtSize(winAnsi(value), size),
      y,
      size,
      font,
    });
  const header = () => {
    for (const column of columns) {
      if (column.right) writeRight(column.label, column.x + column.width, 9, bold);
      else write(column.label, column.x, 9, bold);
    }
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.5, color: grey });
    y -= 14;
  };

  write(options.companyName, 0, 16, bold);
  writeRight(title, width, 14, bold);
  y -= 28;
  const facts: [string, string][] = [
    [text.customer, invoice.customerName],
    [
      text.period,
      `${formatZonedTime(new Date(invoice.periodFrom), options.zone).slice(0, -10)} – ${formatZonedTime(
        new Date(new Date(invoice.periodTo).getTime() - 1),
        options.zone,
      ).slice(0, -10)}`,
    ],
    [text.issued, invoice.issuedOn ? formatZonedTime(new Date(invoice.issuedOn), options.zone) : "–"],
    [text.status, text.statuses[invoice.status]],
  ];
  for (const [label, value] of facts) {
    write(label, 0, 10, bold);
    write(value, 110, 10);
    y -= 15;
  }
  y -= 10;
  header();
  for (const line of invoice.lines) {
    if (y < 140) {
      page = doc.addPage([595.28, 841.89]);
      y = 800;
      header();
    }
    write(line.deliveryOrderCode, 0);
    write(clipped(regular, line.description.replace(/^DO-\d+ · /u, ""), 9, columns[1]?.width ?? 200), 72);
    const pod = line.podTime
      ? `${line.podReceiverName ?? "–"}, ${formatZonedTime(new Date(line.podTime), options.zone)}`
      : `${text.noPod}: ${line.podOverrideReason ?? ""}`;
    write(clipped(regular, pod, 8, 130), 296, 8);
    writeRight(formatRupiah(line.amount), width);
    y -= 16;
  }
  y -= 4;
  page.drawLine({
    start: { x: margin, y: y + 10 },
    end: { x: margin + width, y: y + 10 },
    thickness: 0.5,
    color: grey,
  });
  const totals: [string, number, PDFFont][] = [
    [text.subtotal, invoice.subtotal, regular],
    [`${text.ppn} ${percent(invoice.ppnRatePercent, options.language)}`, invoice.ppn, regular],
    [`${text.pph23} ${percent(invoice.pph23RatePercent, options.language)}`, -invoice.pph23, regular],
    [text.total, invoice.total, bold],
  ];
  for (const [label, amount, font] of totals) {
    writeRight(label, 400, 10, font);
    writeRight(amount < 0 ? `-${formatRupiah(-amount)}` : formatRupiah(amount), width, 10, font);
    y -= 16;
  }
  const pages = doc.getPages();
  for (const [index, each] of pages.entries()) {
    each.drawText(`${text.page} ${index + 1}/${pages.length}`, {
      x: margin,
      y: 24,
      size: 8,
      font: regular,
      color: grey,
    });
  }
  return doc.save();
}
