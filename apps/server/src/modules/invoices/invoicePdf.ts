import {
  type CompanyTimeZone,
  formatRupiah,
  formatZonedTime,
  type Language,
  terbilang,
} from "@armada/domain";
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { clipped, winAnsi } from "../../pdfText.js";
import type { InvoiceProof, MissingImage, PdfImage } from "./invoiceImages.js";
import type { InvoiceView } from "./invoiceService.js";

const LABELS = {
  id: {
    title: "FAKTUR",
    draft: "DRAF",
    customer: "Kepada",
    period: "Periode",
    issued: "Tanggal terbit",
    due: "Jatuh tempo",
    terms: (days: number) => `${days} hari`,
    onIssue: "saat terbit",
    taxNo: "NPWP",
    bank: "Pembayaran ke",
    dpp: "DPP nilai lain 11/12",
    included: "termasuk dalam harga",
    words: "Terbilang",
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
    proof: "Bukti pengiriman (POD)",
    receiver: "Diterima oleh",
    time: "Waktu",
    photo: "Foto",
    signature: "Tanda tangan",
    missing: {
      webp: "Gambar WebP tidak dapat dimuat di PDF; lihat di aplikasi.",
      unavailable: "Gambar tidak tersedia.",
      overBudget: "Tidak dimuat agar ukuran PDF tetap wajar; lihat di aplikasi.",
    },
  },
  en: {
    title: "INVOICE",
    draft: "DRAFT",
    customer: "Bill to",
    period: "Period",
    issued: "Issue date",
    due: "Due date",
    terms: (days: number) => `${days} days`,
    onIssue: "on issue",
    taxNo: "Tax no. (NPWP)",
    bank: "Pay to",
    dpp: "Other tax base (DPP) 11/12",
    included: "included in the prices",
    words: "In words (Indonesian)",
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
    proof: "Proof of delivery (POD)",
    receiver: "Received by",
    time: "Time",
    photo: "Photo",
    signature: "Signature",
    missing: {
      webp: "A WebP image cannot be placed in a PDF; see it in the app.",
      unavailable: "Image not available.",
      overBudget: "Left out to keep the PDF a reasonable size; see it in the app.",
    },
  },
} as const;

const percent = (value: number, language: Language) =>
  `${value.toLocaleString(language === "en" ? "en-US" : "id-ID", { maximumFractionDigits: 2 })} %`;

/** What the invoice says about its seller: as issued, or the current settings and profile for a draft. */
export interface InvoiceSeller {
  name: string;
  taxNo: string | null;
  address: string | null;
  bankAccount: string | null;
  paymentTermsDays: number;
}

type Labels = (typeof LABELS)[keyof typeof LABELS];

const A4: [number, number] = [595.28, 841.89];

/** The scale that fits an image in the box keeping its aspect ratio, never enlarging it. */
const fitScale = (image: PDFImage, box: { width: number; height: number }) =>
  Math.min(1, box.width / image.width, box.height / image.height);

const embed = (doc: PDFDocument, image: PdfImage) =>
  (image.kind === "png" ? doc.embedPng(image.bytes) : doc.embedJpg(image.bytes)).catch(() => null);

/**
 * One appended page per proof of delivery: the order, its route, who received it and when, then its photo and its
 * signature each scaled to its box, or a line saying why it is not there.
 */
async function proofPages(
  doc: PDFDocument,
  proofs: readonly InvoiceProof[],
  fonts: { regular: PDFFont; bold: PDFFont },
  text: Labels,
  zone: CompanyTimeZone,
) {
  const margin = 40;
  const width = A4[0] - margin * 2;
  const grey = rgb(0.4, 0.4, 0.4);
  for (const proof of proofs) {
    const page = doc.addPage(A4);
    let y = 800;
    const write = (value: string, x: number, size: number, font: PDFFont, color = rgb(0, 0, 0)) =>
      page.drawText(clipped(font, value, size, width - x), { x: margin + x, y, size, font, color });
    write(`${text.proof} · ${proof.deliveryOrderCode}`, 0, 14, fonts.bold);
    y -= 16;
    write(proof.description.replace(/^DO-\d+ · /u, ""), 0, 9, fonts.regular, grey);
    y -= 22;
    for (const [label, value] of [
      [text.receiver, proof.receiverName ?? "–"],
      [text.time, formatZonedTime(proof.time, zone)],
    ] as const) {
      write(label, 0, 10, fonts.bold);
      write(value, 110, 10, fonts.regular);
      y -= 15;
    }
    const images: [string, PdfImage | MissingImage | null, { width: number; height: number }][] = [
      [text.photo, proof.photo, { width, height: 400 }],
      [text.signature, proof.signature, { width: 260, height: 130 }],
    ];
    for (const [label, image, box] of images) {
      if (!image) continue;
      y -= 18;
      write(label, 0, 10, fonts.bold);
      y -= 8;
      const embedded = typeof image === "string" ? null : await embed(doc, image);
      if (!embedded) {
        y -= 12;
        write(text.missing[typeof image === "string" ? image : "unavailable"], 0, 9, fonts.regular, grey);
        y -= 6;
        continue;
      }
      const scale = fitScale(embedded, box);
      const size = { width: embedded.width * scale, height: embedded.height * scale };
      y -= size.height;
      page.drawImage(embedded, { x: margin, y, ...size });
    }
  }
}

/**
 * The printable invoice (A4): the company's logo (when it has one), name, address and NPWP, the customer, period and due date, one row per
 * order with its proof of delivery (receiver and time), then subtotal, PPN (on DPP nilai lain when so), PPh 23 and
 * the total in Rupiah written the Indonesian way and in words, and where to pay; then, when given, a page per
 * order's proof of delivery.
 */
export async function invoicePdf(
  invoice: InvoiceView,
  options: {
    seller: InvoiceSeller;
    language: Language;
    zone: CompanyTimeZone;
    logo?: PdfImage | null;
    proofs?: readonly InvoiceProof[];
  },
): Promise<Uint8Array> {
  const { seller } = options;
  const text = LABELS[options.language === "en" ? "en" : "id"];
  const doc = await PDFDocument.create();
  const title = `${text.title} ${invoice.number ?? text.draft}`;
  doc.setTitle(title);
  doc.setAuthor(winAnsi(seller.name));
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
  let page: PDFPage = doc.addPage(A4);
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

  const day = (time: Date) => formatZonedTime(time, options.zone).replace(/ \d\d:\d\d \S+$/u, "");
  const logo = options.logo ? await embed(doc, options.logo) : null;
  let indent = 0;
  let belowLogo = y;
  if (logo) {
    const scale = fitScale(logo, { width: 120, height: 50 });
    const size = { width: logo.width * scale, height: logo.height * scale };
    page.drawImage(logo, { x: margin, y: 814 - size.height, ...size });
    indent = size.width + 12;
    belowLogo = 814 - size.height - 14;
  }
  write(clipped(bold, seller.name, 16, 330 - indent), indent, 16, bold);
  writeRight(title, width, 14, bold);
  y -= 14;
  for (const detail of [seller.address, seller.taxNo && `${text.taxNo} ${seller.taxNo}`]) {
    if (!detail) continue;
    write(clipped(regular, detail.replace(/\s+/gu, " "), 9, 330 - indent), indent, 9, regular, grey);
    y -= 12;
  }
  y = Math.min(y, belowLogo) - 14;
  const facts: [string, string][] = [
    [text.customer, invoice.customerName],
    [
      text.period,
      `${day(new Date(invoice.periodFrom))} – ${day(new Date(new Date(invoice.periodTo).getTime() - 1))}`,
    ],
    [text.issued, invoice.issuedOn ? formatZonedTime(new Date(invoice.issuedOn), options.zone) : "–"],
    [
      text.due,
      `${invoice.dueOn ? day(new Date(invoice.dueOn)) : text.onIssue} (${text.terms(seller.paymentTermsDays)})`,
    ],
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
      page = doc.addPage(A4);
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
  if (y < 190) {
    page = doc.addPage(A4);
    y = 800;
  }
  y -= 4;
  page.drawLine({
    start: { x: margin, y: y + 10 },
    end: { x: margin + width, y: y + 10 },
    thickness: 0.5,
    color: grey,
  });
  const ppnLabel = `${text.ppn} ${percent(invoice.ppnRatePercent, options.language)}${
    invoice.pricesIncludePpn ? ` (${text.included})` : ""
  }`;
  const totals: [string, number, PDFFont][] = [
    [text.subtotal, invoice.subtotal, regular],
    ...(invoice.ppnDppNilaiLain ? [[text.dpp, invoice.ppnBase, regular] as [string, number, PDFFont]] : []),
    [ppnLabel, invoice.ppn, regular],
    ...(invoice.pph23RatePercent > 0
      ? [
          [
            `${text.pph23} ${percent(invoice.pph23RatePercent, options.language)}`,
            -invoice.pph23,
            regular,
          ] as [string, number, PDFFont],
        ]
      : []),
    [text.total, invoice.total, bold],
  ];
  for (const [label, amount, font] of totals) {
    writeRight(label, 400, 10, font);
    writeRight(amount < 0 ? `-${formatRupiah(-amount)}` : formatRupiah(amount), width, 10, font);
    y -= 16;
  }
  y -= 6;
  write(text.words, 0, 9, bold);
  page.drawText(winAnsi(`${terbilang(invoice.total)}`), {
    x: margin + 110,
    y,
    size: 9,
    font: regular,
    maxWidth: width - 110,
    lineHeight: 12,
  });
  y -= 28;
  if (seller.bankAccount) {
    write(text.bank, 0, 9, bold);
    write(clipped(regular, seller.bankAccount, 9, width - 110), 110);
  }
  await proofPages(doc, options.proofs ?? [], { regular, bold }, text, options.zone);
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
