import dayjs from "dayjs";

/** A picked range of days as the API's [from, to): from the first day's start to the day after the last. */
export function dayRange(first: string, last: string): { from: string; to: string } {
  return {
    from: dayjs(first).startOf("day").toISOString(),
    to: dayjs(last).add(1, "day").startOf("day").toISOString(),
  };
}

/** The last `days` days, today included, as the pickers' "YYYY-MM-DD" pair. */
export function lastDays(days: number): [string, string] {
  return [
    dayjs()
      .subtract(days - 1, "day")
      .format("YYYY-MM-DD"),
    dayjs().format("YYYY-MM-DD"),
  ];
}
