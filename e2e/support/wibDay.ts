/** Today in WIB (the demo company's zone) as `YYYY-MM-DD`, moved by `days`. */
export const wibDay = (days = 0) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
