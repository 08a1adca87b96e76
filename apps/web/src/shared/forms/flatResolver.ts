import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver from a validate function returning flat paths ("contacts.0.label") and their
 * messages.
 */
export function flatResolver<TValues extends FieldValues>(
  validate: (values: TValues) => Record<string, string>,
): Resolver<TValues> {
  return async (values) => {
    const flat = validate(values);
    const paths = Object.keys(flat);
    if (paths.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const path of paths) {
      const parts = path.split(".");
      let node = errors;
      for (const part of parts.slice(0, -1)) {
        node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
        node = node[part] as Record<string, unknown>;
      }
      node[parts[parts.length - 1] as string] = { type: "validate", message: flat[path] };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
