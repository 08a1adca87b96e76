import type { PDFFont } from "pdf-lib";

/** The standard PDF fonts write WinAnsi only: arrows become dashes, anything else outside it a question mark. */
export const winAnsi = (text: string) =>
  text
    .replace(/→/gu, "–")
    .replace(/[^\u0020-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/gu, "?");

/** Cuts `text` to fit `width` at `size`, with an ellipsis. */
export function clipped(font: PDFFont, text: string, size: number, width: number) {
  let cut = winAnsi(text);
  if (font.widthOfTextAtSize(cut, size) <= width) return cut;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
