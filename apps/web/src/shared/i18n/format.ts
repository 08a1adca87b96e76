import { type CompanyTimeZone, DEFAULT_TIME_ZONE, parseCompanyTimeZone } from "@armada/domain";

/**
 * Dates, numbers and units in the user's language, in one place: Indonesian first ("77 km/j", "23 Nov 2026
 * 18.00"), English complete ("77 km/h", "23 Nov 2026, 18:00"); times in the company's zone (WIB unless its
 * settings say WITA or WIT) whatever the browser's zone.
 */
let timeZone: CompanyTimeZone = DEFAULT_TIME_ZONE;

/** The zone every date and time is shown in: the signed-in company's (set by the session gate). */
export const appTimeZone = (): CompanyTimeZone => timeZone;

export function setAppTimeZone(zone: string | null | undefined) {
  timeZone = parseCompanyTimeZone(zone);
}

/** The Intl locale of a UI language: English reads day-month-year with a 24-hour clock, as in Indonesia. */
export const intlLocale = (language: string) => (language === "en" ? "en-GB" : "id-ID");

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format as T;
}

const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached(
    `d|${timeZone}|${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale(language), { timeZone, ...options }),
  );

const toDate = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "21 Nov 2026 15.30.12" (id) / "21 Nov 2026, 15:30:12" (en), without seconds for "short"; "—" without a value. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  language: string,
  timeStyle: "short" | "medium" = "medium",
): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language, { dateStyle: "medium", timeStyle }).format(date) : "—";
}

/** "30 Okt 2026" (id) / "30 Oct 2026" (en): a calendar day given as YYYY-MM-DD (no time zone shift). */
export function formatDay(day: string, language: string): string {
  const date = toDate(`${day}T00:00:00Z`);
  return date
    ? cached(
        `day|${language}`,
        () => new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeZone: "UTC" }),
      ).format(date)
    : day;
}

/** "23 Nov" (a calendar day `YYYY-MM-DD` without its year): a chart's day or week under its bar. */
export function formatDayMonth(day: string, language: string): string {
  const date = toDate(`${day}T00:00:00Z`);
  return date
    ? cached(
        `day-month|${language}`,
        () =>
          new Intl.DateTimeFormat(intlLocale(language), { day: "numeric", month: "short", timeZone: "UTC" }),
      ).format(date)
    : day;
}

/** "23 Nov 18.00" / "23 Nov, 18:00" (with seconds when asked): a moment within a trip. */
export function formatDayTime(value: number | Date, language: string, withSeconds = false): string {
  return dateTimeFormat(language, {
    day: "2-digit",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    ...(withSeconds ? { second: "2-digit" } : {}),
    hourCycle: "h23",
  }).format(new Date(value));
}

/** The unit of speed alone, for axis labels and legends: "km/j" / "km/h". */
export const speedUnit = (language: string) =>
  formatSpeed(0, language)
    .replace(/[\d\s\u00a0]/g, "")
    .trim();

/** Whether two moments fall on different days in the company's time zone (an axis then shows dates). */
export const spansDays = (from: number | Date, to: number | Date) =>
  dateTimeFormat("id", { dateStyle: "short" }).format(new Date(from)) !==
  dateTimeFormat("id", { dateStyle: "short" }).format(new Date(to));

/**
 * A chart axis tick: the time of day, with the date when the range spans days and seconds when the ticks are
 * under a minute apart ("18.00", "23/11, 18.00", "18.00.30").
 */
export function formatAxisTime(
  value: number | Date,
  language: string,
  withDate: boolean,
  withSeconds = false,
): string {
  return dateTimeFormat(language, {
    ...(withDate ? { day: "2-digit", month: "2-digit" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    ...(withSeconds ? { second: "2-digit" } : {}),
    hourCycle: "h23",
  }).format(new Date(value));
}

/** Always `fractionDigits` decimals, so a column of values lines up ("4,0 km" beside "3,2 km"). */
const unitFormat = (language: string, unit: string, fractionDigits = 0) =>
  cached(
    `u|${language}|${unit}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(intlLocale(language), {
        style: "unit",
        unit,
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );

/** "77 km/j" (id) / "77 km/h" (en), whole km/h. */
export const formatSpeed = (kmh: number, language: string) =>
  unitFormat(language, "kilometer-per-hour").format(Math.round(kmh));

/** "850 m", "3,2 km" (id) / "3.2 km" (en). */
export const formatDistance = (meters: number, language: string) =>
  meters < 1000
    ? unitFormat(language, "meter").format(Math.round(meters))
    : unitFormat(language, "kilometer", meters < 100_000 ? 1 : 0).format(meters / 1000);

/** A file's size: "12,3 MB" (id) / "12.3 MB" (en). */
export const formatMegabytes = (bytes: number, language: string) =>
  unitFormat(language, "megabyte", 1).format(bytes / 1_000_000);

/** A file's size that may be small: "48 kB" under a megabyte, else "12,3 MB". */
export const formatFileSize = (bytes: number, language: string) =>
  bytes < 1_000_000
    ? unitFormat(language, "kilobyte").format(Math.max(1, Math.round(bytes / 1000)))
    : formatMegabytes(bytes, language);

/** An age or a wait: "33 mnt", "2 jam", "3 hari" (id) / "33 min", "2 hours", "3 days" (en); whole units, rounded down. */
export function formatMinutes(minutes: number, language: string): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return unitFormat(language, "minute").format(whole);
  const [unit, size] = whole < 1440 ? ["hour", 60] : ["day", 1440];
  return cached(
    `long|${language}|${unit}`,
    () => new Intl.NumberFormat(intlLocale(language), { style: "unit", unit, unitDisplay: "long" }),
  ).format(Math.floor(whole / size));
}

/** A plain number by the language's separators ("1.234,5" / "1,234.5"). */
export const formatNumber = (
  value: number,
  language: string,
  maximumFractionDigits = 1,
  minimumFractionDigits = 0,
) =>
  cached(
    `n|${language}|${maximumFractionDigits}|${minimumFractionDigits}`,
    () => new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits, minimumFractionDigits }),
  ).format(value);

/** "Rp 475.000" (id) / "IDR 475,000" (en): whole Rupiah. */
export function formatRupiah(amount: number, language: string): string {
  return cached(
    `rupiah|${language}`,
    () =>
      new Intl.NumberFormat(intlLocale(language), {
        style: "currency",
        currency: "IDR",
        maximumFractionDigits: 0,
      }),
  ).format(amount);
}
