import { addMonths, type CalendarDay, daysBetween } from "../maintenance/calendarDay.js";
import type { DocumentTypeRule } from "./documentTypes.js";

export const DOCUMENT_STATUSES = ["VALID", "EXPIRING", "EXPIRED"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * A document's status on `today`: EXPIRED from the day after its expiry day (it is still valid on that day),
 * EXPIRING within the reminder days before it, else VALID.
 */
export function documentStatus(
  expiresOn: CalendarDay,
  today: CalendarDay,
  reminderDays: number,
): DocumentStatus {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return "EXPIRED";
  return daysLeft <= reminderDays ? "EXPIRING" : "VALID";
}

/** The expiry a document gets from its type's validity when none is written on it. */
export function defaultExpiry(issuedOn: CalendarDay, rule: DocumentTypeRule): CalendarDay {
  return addMonths(issuedOn, rule.validityMonths);
}
