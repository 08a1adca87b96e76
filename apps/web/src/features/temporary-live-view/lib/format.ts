import { effectiveLiveViewStatus, type LiveViewStatus } from "@armada/domain";
import { appTimeZone, intlLocale } from "@/shared/i18n/format";

/** "21 Nov 10:02": day, short month and 24-hour time, for compact table cells. */
export function formatShortDateTime(value: string | null | undefined, language: string): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  const parts = new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: appTimeZone(),
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("day")} ${part("month").replace(/\.$/, "")} ${part("hour")}:${part("minute")}`;
}

/** The status the record shows: E once past its expiry, whatever is stored. */
export function viewStatus(view: { status: string; expiresOn: string }, now = new Date()): LiveViewStatus {
  return effectiveLiveViewStatus({ status: view.status, expiresOn: new Date(view.expiresOn) }, now);
}

/** Remaining time as its two largest parts ("2 hari 3 jam"), or null once expired. */
export function remainingParts(
  expiresOn: string,
  now = new Date(),
): { unit: string; value: number }[] | null {
  let minutes = Math.floor((new Date(expiresOn).getTime() - now.getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  const parts: { unit: string; value: number }[] = [];
  for (const [unit, size] of [
    ["day", 1_440],
    ["hour", 60],
    ["minute", 1],
  ] as const) {
    const value = Math.floor(minutes / size);
    minutes -= value * size;
    if (value > 0) parts.push({ unit, value });
  }
  return parts.slice(0, 2);
}

/** +6281234567890 -> "81234567890": the digits typed after the +62 prefix. */
export function localDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("62")) return digits.slice(2);
  if (digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** "+62 812-3456-7890"-like display of an E.164 number. */
export function displayPhone(phone: string): string {
  const local = localDigits(phone);
  return local ? `+62 ${local}` : phone;
}
