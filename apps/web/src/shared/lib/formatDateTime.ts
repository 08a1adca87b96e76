/**
 * "21 Nov 2026 15.30.12" (id) / "21 Nov 2026, 15:30:12" (en), or without seconds for `timeStyle: "short"`;
 * "—" when there is no valid value.
 */
export function formatDateTime(
  value: string | null | undefined,
  language: string,
  timeStyle: "short" | "medium" = "medium",
): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "id-ID", {
    dateStyle: "medium",
    timeStyle,
  }).format(date);
}
