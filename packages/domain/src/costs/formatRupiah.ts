const RUPIAH = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  maximumFractionDigits: 0,
});

/** "Rp 1.250.000": whole Rupiah with Indonesian thousands separators (a plain space after Rp). */
export function formatRupiah(amount: number): string {
  return RUPIAH.format(Math.round(amount)).replace(/\s/u, " ");
}
