import type { Language } from "@armada/domain";
import { PDFDocument, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { clipped, winAnsi } from "../../pdfText.js";

/** Most rows a PDF holds; a longer report says so under its title (the XLSX holds every row). */
export const MAX_PDF_ROWS = 5_000;

const LABELS = {
  id: {
    page: "Halaman",
    cut: (shown: string, total: string) => `${shown} dari ${total} baris; semua ada di XLSX`,
  },
  en: {
    page: "Page",
    cut: (shown: string, total: string) => `${shown} of ${total} rows; the XLSX holds them all`,
  },
} as const;

const PAGE = { width: 841.89, height: 595.28, margin: 28 } as const;
const ROW_HEIGHT = 13;

/**
 * A report as a printable table (A4 landscape): its title and period, a bold header repeated on every page, the
 * columns as wide as their share of the spreadsheet's widths, numbers written the Indonesian way (decimal comma).
 */
export async function reportPdf(table: {
  title: string;
  subtitle: string;
  headers: string[];
  widths: number[];
  rows: (string | number | null)[][];
  language: Language;
}): Promise<Uint8Array> {
  const text = LABELS[table.language === "en" ? "en" : "id"];
  const locale = table.language === "en" ? "en-US" : "id-ID";
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(table.title));
  doc.setCreator("Armada");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.4, 0.4, 0.4);
  const usable = PAGE.width - PAGE.margin * 2;
  const share = table.widths.reduce((sum, width) => sum + width, 0);
  const widths = table.widths.map((width) => (width / share) * usable);
  const lefts = widths.map((_, index) => PAGE.margin + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  const cellText = (value: string | number | null) =>
    value === null ? "" : typeof value === "number" ? value.toLocaleString(locale) : value;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin - 14;
  const row = (cells: (string | number | null)[], font = regular) => {
    for (const [index, value] of cells.entries()) {
      const width = (widths[index] ?? 0) - 4;
      const content = clipped(font, cellText(value), 7.5, width);
      const x =
        typeof value === "number"
          ? (lefts[index] ?? 0) + width - font.widthOfTextAtSize(content, 7.5)
          : (lefts[index] ?? 0);
      page.drawText(content, { x, y, size: 7.5, font });
    }
    y -= ROW_HEIGHT;
  };
  const header = () => {
    row(table.headers, bold);
    page.drawLine({
      start: { x: PAGE.margin, y: y + ROW_HEIGHT - 3 },
      end: { x: PAGE.width - PAGE.margin, y: y + ROW_HEIGHT - 3 },
      thickness: 0.5,
      color: grey,
    });
  };

  page.drawText(winAnsi(table.title), { x: PAGE.margin, y, size: 14, font: bold });
  y -= 16;
  const shown = table.rows.slice(0, MAX_PDF_ROWS);
  const subtitle =
    shown.length < table.rows.length
      ? `${table.subtitle} · ${text.cut(shown.length.toLocaleString(locale), table.rows.length.toLocaleString(locale))}`
      : table.subtitle;
  page.drawText(winAnsi(subtitle), { x: PAGE.margin, y, size: 9, font: regular, color: grey });
  y -= 20;
  header();
  for (const cells of shown) {
    if (y < PAGE.margin + 20) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin - 14;
      header();
    }
    row(cells);
  }
  const pages = doc.getPages();
  for (const [index, each] of pages.entries())
    each.drawText(`${text.page} ${index + 1}/${pages.length}`, {
      x: PAGE.margin,
      y: PAGE.margin - 12,
      size: 7,
      font: regular,
      color: grey,
    });
  return doc.save();
}
