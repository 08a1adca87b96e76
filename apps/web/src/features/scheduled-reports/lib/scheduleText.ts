import { TIME_ZONE_ABBREVIATIONS } from "@armada/domain";
import type { TFunction } from "i18next";
import { appTimeZone } from "@/shared/i18n/format";

/** "07.00 WIB" (Indonesian) or "07:00 WIB": an hour of the company's day. */
export const hourText = (hour: number, language: string) =>
  `${String(hour).padStart(2, "0")}${language === "en" ? ":" : "."}00 ${TIME_ZONE_ABBREVIATIONS[appTimeZone()]}`;

/** "Setiap Senin, 07.00 WIB", "Setiap tanggal 31, 06.00 WIB", "Setiap hari, 07.00 WIB". */
export function scheduleText(
  t: TFunction,
  language: string,
  schedule: { frequency: string; weekday?: number | null; monthDay?: number | null; hour: number },
) {
  const hour = hourText(schedule.hour, language);
  if (schedule.frequency === "WEEKLY")
    return t("scheduledReports.when.WEEKLY", {
      day: t(`scheduledReports.weekdays.${schedule.weekday}`),
      hour,
    });
  if (schedule.frequency === "MONTHLY")
    return t("scheduledReports.when.MONTHLY", { day: schedule.monthDay, hour });
  return t("scheduledReports.when.DAILY", { hour });
}
