/** Duration units of the temporary live view form, largest last; a month counts as 30 days. */
export const DURATION_UNITS = [
  { unit: "minute", label: { id: "Menit", en: "Minutes" }, minutes: 1 },
  { unit: "hour", label: { id: "Jam", en: "Hours" }, minutes: 60 },
  { unit: "day", label: { id: "Hari", en: "Days" }, minutes: 1_440 },
  { unit: "week", label: { id: "Minggu", en: "Weeks" }, minutes: 10_080 },
  { unit: "month", label: { id: "Bulan", en: "Months" }, minutes: 43_200 },
] as const;

export type DurationUnit = (typeof DURATION_UNITS)[number]["unit"];

export interface Duration {
  value: number;
  unit: DurationUnit;
}

/** The form's default: 1 Hari. */
export const DEFAULT_DURATION: Duration = { value: 1, unit: "day" };

/** Longest link the server accepts: one year. */
export const MAX_DURATION_MINUTES = 366 * 1_440;

const minutesPer = (unit: DurationUnit) => DURATION_UNITS.find((entry) => entry.unit === unit)?.minutes ?? 1;

/** The duration in minutes, as the API carries it. */
export function durationToMinutes(duration: Duration): number {
  return Math.round(duration.value * minutesPer(duration.unit));
}

/** The largest unit that expresses the minutes as a whole number (1440 → 1 Hari, 90 → 90 Menit). */
export function bestFittingDuration(minutes: number): Duration {
  const whole = Math.max(0, Math.round(minutes));
  for (let index = DURATION_UNITS.length - 1; index >= 0; index--) {
    const entry = DURATION_UNITS[index];
    if (entry && whole >= entry.minutes && whole % entry.minutes === 0) {
      return { value: whole / entry.minutes, unit: entry.unit };
    }
  }
  return { value: whole, unit: "minute" };
}

/** On the edit page the duration is recomputed from the stored times. */
export function durationBetween(createdOn: Date, expiresOn: Date): Duration {
  return bestFittingDuration((expiresOn.getTime() - createdOn.getTime()) / 60_000);
}
