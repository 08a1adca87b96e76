import type { z } from "zod";
import { ISSUE_KEYS } from "./issueKeys.js";

/**
 * The issues of a time range, on its end field: an end not after the start (`endBeforeStart`), or a range longer
 * than `maxDays` days of `dayMs` (`rangeTooLong`). `inclusiveDays` counts both end days (a period of company days).
 */
export function rangeIssues(
  range: { start: number; end: number; endInput: unknown; endPath: string },
  maxDays: number,
  options: { inclusiveDays?: boolean } = {},
): z.core.$ZodRawIssue[] {
  const { start, end, endInput, endPath } = range;
  const days = (end - start) / 86_400_000 + (options.inclusiveDays ? 1 : 0);
  const endFirst = options.inclusiveDays ? end < start : end <= start;
  if (endFirst) {
    return [{ code: "custom", message: ISSUE_KEYS.endBeforeStart, input: endInput, path: [endPath] }];
  }
  if (days > maxDays) {
    return [
      {
        code: "custom",
        message: ISSUE_KEYS.rangeTooLong,
        input: endInput,
        path: [endPath],
        params: { days: maxDays },
      },
    ];
  }
  return [];
}
