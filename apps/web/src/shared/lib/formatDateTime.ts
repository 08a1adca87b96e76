/** "21 Nov 2026 15.30.12" (id) / "21 Nov 2026, 15:30:12" (en); "—" when there is no value. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return "—";
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "id-ID", {
    dateStyle: "medium",
    timeStyle: "medium",
  }).format(new Date(value));
}
