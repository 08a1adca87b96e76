import type { z } from "zod";
import { isErrorName, messageFor } from "../errorMessages.js";
import type { Language } from "../language.js";
import type { LocalizedText } from "../localizedText.js";
import { type FieldError, formatZodIssues } from "../schemas/formatZodIssues.js";

/** Issue messages of the alert schemas that are error names of `ERROR_MESSAGES`. */
export const ALERT_ISSUES = {
  codeNotInRule: "AlertCodeNotInRule",
  contactRequired: "AlertContactRequired",
  dataInvalid: "AlertActionDataInvalid",
  selectionRequired: "AlertSelectionRequired",
  dateRangeRequired: "AlertDateRangeRequired",
} as const;

/** Field names as the alert forms show them. */
export const ALERT_LABELS: Readonly<Record<string, LocalizedText>> = {
  label: { id: "Nama notifikasi", en: "Notification name" },
  alertCode: { id: "Jenis notifikasi", en: "Notification type" },
  maxThreshold: { id: "Batas maksimum", en: "Maximum threshold" },
  minThreshold: { id: "Batas minimum", en: "Minimum threshold" },
  minThresholdTime: { id: "Durasi minimum", en: "Minimum duration" },
  startTime: { id: "Waktu mulai", en: "Start time" },
  endTime: { id: "Waktu selesai", en: "End time" },
  dayOfWeek: { id: "Hari", en: "Days" },
  geofenceIds: { id: "Geofence", en: "Geofences" },
  alertUrgencyType: { id: "Tingkat urgensi", en: "Urgency" },
  alertCountThreshold: { id: "Jumlah kejadian", en: "Number of occurrences" },
  alertCountWindow: { id: "Rentang waktu kejadian", en: "Occurrence window" },
  contactRecipients: { id: "Penerima", en: "Recipients" },
  phoneNumber: { id: "No. Whatsapp", en: "WhatsApp number" },
  email: { id: "Email", en: "Email" },
  actionType: { id: "Jenis tindakan", en: "Action type" },
  selectionMode: { id: "Mode pilihan", en: "Selection mode" },
  rawAlertId: { id: "Notifikasi", en: "Alerts" },
  data: { id: "Catatan", en: "Note" },
  reason: { id: "Alasan", en: "Reason" },
  others: { id: "Alasan lainnya", en: "Other reasons" },
  startDate: { id: "Tanggal mulai", en: "Start date" },
  endDate: { id: "Tanggal selesai", en: "End date" },
  id: { id: "ID notifikasi", en: "Alert id" },
};

/**
 * Localised field issues of an alert schema: the catalogue's field labels, and issues whose message
 * is an error name (`AlertCodeNotInRule`, …) answered with that error's text.
 */
export function formatAlertIssues(error: z.ZodError, lang: Language): FieldError[] {
  const formatted = formatZodIssues(error, lang, ALERT_LABELS);
  // Unions flatten into their last branch's issues; the names then no longer line up one to one.
  if (formatted.length !== error.issues.length) return formatted;
  return formatted.map((issue, index) => {
    const message = error.issues[index]?.message;
    return isErrorName(message) ? { ...issue, message: messageFor(message, lang) } : issue;
  });
}
