/** "2 j 05 m" / "12 m" / "40 d" style durations; units come from the caller's translations. */
export function formatDuration(
  totalSeconds: number,
  units: { h: string; m: string; s: string } = { h: "j", m: "m", s: "d" },
): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours} ${units.h} ${String(minutes).padStart(2, "0")} ${units.m}`;
  if (minutes > 0) return `${minutes} ${units.m}`;
  return `${seconds} ${units.s}`;
}

export type RangePreset = "today" | "yesterday" | "last7Days" | "custom";

/** [start, end] of a preset in local time; `now` for testability. */
export function presetRange(preset: Exclude<RangePreset, "custom">, now: Date): [Date, Date] {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const day = 86_400_000;
  switch (preset) {
    case "today":
      return [startOfToday, now];
    case "yesterday":
      return [new Date(startOfToday.getTime() - day), new Date(startOfToday.getTime() - 1)];
    case "last7Days":
      return [new Date(startOfToday.getTime() - 6 * day), now];
  }
}
