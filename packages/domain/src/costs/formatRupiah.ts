const RUPIAH = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  maximumFractionDigits: 0,
});

/**
 * "Rp 1.250.000": whole Rupiah with Indonesian thousands separators (a plain space after Rp), for the Indonesian
 * texts the server writes (audit entries). The web formats amounts in the reader's language (`shared/i18n/format.ts`).
 */
export function formatRupiah(amount: number): string {
  return RUPIAH.format(Math.round(amount)).replace(/\s/u, " ");
}
