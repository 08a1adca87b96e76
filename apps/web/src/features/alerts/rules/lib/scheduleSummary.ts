const DAY_NAMES: Record<"id" | "en", readonly string[]> = {
  id: ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};
const TEXTS = {
  id: { always: "Setiap saat", everyDay: "Setiap hari", noDays: "Tanpa hari" },
  en: { always: "Any time", everyDay: "Every day", noDays: "No days" },
};

/** Day chip labels Senin..Minggu (ISO weekday 1..7). */
export const dayName = (isoDay: number, language: string, short = false) => {
  const name = DAY_NAMES[language === "en" ? "en" : "id"][isoDay - 1] ?? String(isoDay);
  return short ? name.slice(0, 3) : name;
};

/** [1,2,3,5,6] → [[1,3],[5,6]]: runs of consecutive ISO weekdays. */
function runs(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const result: [number, number][] = [];
  for (const day of sorted) {
    const last = result[result.length - 1];
    if (last && day === last[1] + 1) last[1] = day;
    else result.push([day, day]);
  }
  return result;
}

/**
 * One line for the rules table: "Setiap saat" without a schedule, otherwise the days (runs of three or
 * more as "Sen–Jum") and the hours, e.g. "Sen–Jum, Min · 08:00–17:00".
 */
export function scheduleSummary(
  rule: {
    withSchedule: boolean;
    dayOfWeek: readonly number[];
    startTime: string | null;
    endTime: string | null;
  },
  language: string,
): string {
  const texts = TEXTS[language === "en" ? "en" : "id"];
  if (!rule.withSchedule) return texts.always;
  const dayRuns = runs(rule.dayOfWeek);
  const covered = dayRuns.reduce((sum, [from, to]) => sum + to - from + 1, 0);
  const days =
    covered === 7
      ? texts.everyDay
      : covered === 0
        ? texts.noDays
        : dayRuns
            .flatMap(([from, to]) =>
              to - from >= 2
                ? [`${dayName(from, language, true)}–${dayName(to, language, true)}`]
                : Array.from({ length: to - from + 1 }, (_, i) => dayName(from + i, language, true)),
            )
            .join(", ");
  const hours = rule.startTime && rule.endTime ? ` · ${rule.startTime}–${rule.endTime}` : "";
  return `${days}${hours}`;
}
