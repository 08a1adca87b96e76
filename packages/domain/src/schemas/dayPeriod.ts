import { z } from "zod";
import { requiredError } from "./issueKeys.js";
import { rangeIssues } from "./rangeIssues.js";

const day = z.iso.date({ error: requiredError });

/** A period of company days ("YYYY-MM-DD"), first and last day included, at most `maxDays` long. */
export function dayPeriodSchema(maxDays: number) {
  return z.object({ startDate: day, endDate: day }).check((ctx) => {
    const { startDate, endDate } = ctx.value;
    const range = {
      start: Date.parse(startDate),
      end: Date.parse(endDate),
      endInput: endDate,
      endPath: "endDate",
    };
    ctx.issues.push(...rangeIssues(range, maxDays, { inclusiveDays: true }));
  });
}
