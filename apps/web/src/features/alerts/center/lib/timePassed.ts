import dayjs from "dayjs";
import "dayjs/locale/id";
import relativeTime from "dayjs/plugin/relativeTime";

dayjs.extend(relativeTime);

/** "2 menit yang lalu" / "2 minutes ago" from the alert time to `now`; a time ahead of now reads as now. */
export function timePassed(createdOn: string, now: number, language: string): string {
  const created = Math.min(Date.parse(createdOn), now);
  return dayjs(created)
    .locale(language === "en" ? "en" : "id")
    .from(now);
}
