import {
  RETENTION_DAYS,
  RETENTION_POLICIES,
  type RetentionPolicy,
  type RetentionSettings,
} from "@armada/domain";

export type RetentionFormValues = Record<RetentionPolicy, number | string>;
export type RetentionFormErrors = Partial<Record<RetentionPolicy, "required" | "range">>;

/** The form's values to the mutation's input, or which field is wrong (the server checks the same ranges). */
export function parseRetentionSettings(
  values: RetentionFormValues,
): { ok: true; input: RetentionSettings } | { ok: false; errors: RetentionFormErrors } {
  const errors: RetentionFormErrors = {};
  const input = {} as RetentionSettings;
  for (const policy of RETENTION_POLICIES) {
    const raw = values[policy];
    const days = raw === "" ? Number.NaN : Number(raw);
    const { min, max } = RETENTION_DAYS[policy];
    if (raw === "") errors[policy] = "required";
    else if (!Number.isInteger(days) || days < min || days > max) errors[policy] = "range";
    input[policy] = days;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
