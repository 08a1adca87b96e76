/**
 * The time zones a company can choose: Indonesia's IANA zones, WIB (Jakarta, Pontianak), WITA (Makassar) and
 * WIT (Jayapura). Every date and time shown to a company's operators and recipients is read in its zone.
 */
export const COMPANY_TIME_ZONES = [
  "Asia/Jakarta",
  "Asia/Pontianak",
  "Asia/Makassar",
  "Asia/Jayapura",
] as const;

export type CompanyTimeZone = (typeof COMPANY_TIME_ZONES)[number];

export const DEFAULT_TIME_ZONE: CompanyTimeZone = "Asia/Jakarta";

/** The Indonesian abbreviation written after a time ("10.00 WITA"). */
export const TIME_ZONE_ABBREVIATIONS: Record<CompanyTimeZone, string> = {
  "Asia/Jakarta": "WIB",
  "Asia/Pontianak": "WIB",
  "Asia/Makassar": "WITA",
  "Asia/Jayapura": "WIT",
};

/** Minutes east of UTC: Indonesia keeps no daylight saving, so each zone has one offset all year. */
export const TIME_ZONE_UTC_OFFSET_MINUTES: Record<CompanyTimeZone, number> = {
  "Asia/Jakarta": 420,
  "Asia/Pontianak": 420,
  "Asia/Makassar": 480,
  "Asia/Jayapura": 540,
};

export const isCompanyTimeZone = (value: unknown): value is CompanyTimeZone =>
  typeof value === "string" && (COMPANY_TIME_ZONES as readonly string[]).includes(value);

/** A stored or received zone, falling back to WIB for anything off the list. */
export const parseCompanyTimeZone = (value: unknown): CompanyTimeZone =>
  isCompanyTimeZone(value) ? value : DEFAULT_TIME_ZONE;

const MONTHS_ID = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];

/** "21 Nov 2026 10:02 WIB" / "21 Nov 2026 11:02 WITA": a moment in a server-written Indonesian text. */
export function formatZonedTime(time: Date, zone: CompanyTimeZone = DEFAULT_TIME_ZONE): string {
  const local = new Date(time.getTime() + TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000);
  const hh = String(local.getUTCHours()).padStart(2, "0");
  const mm = String(local.getUTCMinutes()).padStart(2, "0");
  const day = `${local.getUTCDate()} ${MONTHS_ID[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return `${day} ${hh}:${mm} ${TIME_ZONE_ABBREVIATIONS[zone]}`;
}

/** The company's calendar day of a moment, "2026-11-24" (what per-day totals are keyed by). */
export function zonedDay(time: Date, zone: CompanyTimeZone = DEFAULT_TIME_ZONE): string {
  return new Date(time.getTime() + TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000).toISOString().slice(0, 10);
}

/** The moment a company day ("2026-11-24") begins in the zone. */
export function zonedDayStart(day: string, zone: CompanyTimeZone = DEFAULT_TIME_ZONE): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000);
}
