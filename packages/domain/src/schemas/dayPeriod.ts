import { z } from "zod";
import { ISSUE_KEYS, requiredError } from "./issueKeys.js";

const day = z.iso.date({ error: requiredError });

/** A period of company days ("YYYY-MM-DD"), first and last day included, at most `maxDays` long. */
export function dayPeriodSchema(maxDays: number) {
  return z.object({ startDate: day, endDate: day }).check((ctx) => {
    const start = Date.parse(ctx.value.startDate);
    const end = Date.parse(ctx.value.endDate);
    if (end < start) {
      ctx.issues.push({
        code: "custom",
        message: ISSUE_KEYS.endBeforeStart,
        input: ctx.value.endDate,
        path: ["endDate"],
      });
    } else if ((end - start) / 86_400_000 + 1 > maxDays) {
      ctx.issues.push({
        code: "custom",
        message: ISSUE_KEYS.rangeTooLong,
        input: ctx.value.endDate,
        path: ["endDate"],
        params: { days: maxDays },
      });
    }
  });
}
