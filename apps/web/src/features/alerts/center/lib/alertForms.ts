import { ALERT_NOTE_MAX, FALSE_ALERT_REASON_MAX, FALSE_ALERT_REASONS } from "@armada/domain";
import type { TFunction } from "i18next";

export type FalseAlertReason = keyof typeof FALSE_ALERT_REASONS;

/** Texts people also stored in English (docs/spec/alert-center-and-shell.md §5) read as the same quick reason. */
const ENGLISH_REASONS: Record<string, FalseAlertReason> = {
  "No Occurrences": "noIncident",
  "Detected as another occurrence": "otherIncident",
};

/** The quick reason of a stored reason text (for its localized label), null for anything else. */
export function falseAlertReasonKey(reason: string | null | undefined): FalseAlertReason | null {
  if (!reason) return null;
  const entry = Object.entries(FALSE_ALERT_REASONS).find(([, text]) => text === reason);
  return entry ? (entry[0] as FalseAlertReason) : (ENGLISH_REASONS[reason] ?? null);
}

/** The form's problem (i18n key under alertCenter.falseAlert.errors) or null when it may be sent. */
export function falseAlertFormError(
  reason: FalseAlertReason | null,
  others: string,
): "reasonRequired" | "otherRequired" | "tooLong" | null {
  if (!reason) return "reasonRequired";
  if (others.length > FALSE_ALERT_REASON_MAX) return "tooLong";
  if (reason === "other" && others.trim() === "") return "otherRequired";
  return null;
}

/** The mutation's form for a valid choice: the quick reason's text, or 'other' with the trimmed text. */
export function falseAlertFormInput(reason: FalseAlertReason, others: string) {
  const text = others.trim();
  return reason === "other"
    ? { reason: FALSE_ALERT_REASONS.other, others: text }
    : { reason: FALSE_ALERT_REASONS[reason] };
}

/** Why a note cannot be saved (docs/spec/alert-center-and-shell.md §5): empty after trimming, or longer than 255 characters. */
export function noteError(note: string): "noteRequired" | "noteTooLong" | null {
  if (note.trim() === "") return "noteRequired";
  if (note.length > ALERT_NOTE_MAX) return "noteTooLong";
  return null;
}

/**
 * What a debounced note edit does: show `error` (not saved), or save `note` (trimmed); `note` is null when
 * the text is the saved note already.
 */
export function noteEdit(value: string, saved: string | null | undefined) {
  const error = noteError(value);
  if (error) return { error, note: null };
  const note = value.trim();
  return { error: null, note: note === (saved ?? "").trim() ? null : note };
}

/** The false alert confirmation: "this notification" for one alert, the count for a bulk action. */
export function falseAlertConfirmQuestion(t: TFunction, count?: number): string {
  return count === undefined
    ? t("alertCenter.falseAlert.confirmQuestion")
    : t("alertCenter.falseAlert.confirmQuestionBulk", { count });
}
