import { FIELD_LABELS, type Language } from "@armada/domain";

export interface AuditChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

function formatValue(value: unknown, language: Language): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return language === "id" ? (value ? "Ya" : "Tidak") : value ? "Yes" : "No";
  if (Array.isArray(value)) {
    if (value.length === 0) return "—";
    return value.map((item) => (typeof item === "object" ? JSON.stringify(item) : String(item))).join(", ");
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** An audit entry's data (JSON in the schema) as an object; anything else counts as none. */
const asRecord = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The fields an audit entry changed, old → new, in the order the entry lists them. */
export function auditChanges(
  oldEntry: unknown,
  newEntry: unknown,
  language: Language,
  /** A display text for a field's value (e.g. a translated status); undefined keeps the default. */
  display?: (field: string, value: unknown) => string | undefined,
): AuditChange[] {
  const oldData = asRecord(oldEntry);
  const newData = asRecord(newEntry);
  const fields = [...new Set([...Object.keys(oldData ?? {}), ...Object.keys(newData ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const before = oldData?.[field];
    const after = newData?.[field];
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) continue;
    const label = FIELD_LABELS[field]?.[language] ?? field;
    const show = (value: unknown) => display?.(field, value) ?? formatValue(value, language);
    changes.push({ field, label, from: show(before), to: show(after) });
  }
  return changes;
}
