import { z } from "zod";

/**
 * Language-neutral issue messages set by the schemas of this package. `formatZodIssues` turns
 * them (and zod's built-in issue codes) into Indonesian or English texts.
 */
export const ISSUE_KEYS = {
  /** A required field is missing. */
  required: "required",
  /** Not a valid Indonesian phone number. */
  phoneInvalid: "phoneInvalid",
  /** Driver-score grade thresholds must decrease from A to D; params.higher names the field above. */
  dsMinScoreOrder: "dsMinScoreOrder",
} as const;

export type IssueKey = (typeof ISSUE_KEYS)[keyof typeof ISSUE_KEYS];

/** Schema-level error map: a missing value gets the message `"required"`; other issues keep zod's. */
export function requiredError(issue: { code?: string; input?: unknown }): string | undefined {
  return issue.code === "invalid_type" && issue.input === undefined ? ISSUE_KEYS.required : undefined;
}

/** Trims, then accepts either "" (clears the field) or a value valid for `schema`. */
export function clearable<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), schema]));
}
