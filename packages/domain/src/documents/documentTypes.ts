/** Who a document belongs to: a vehicle (STNK, KIR, insurance, permits) or a driver (SIM). */
export const DOCUMENT_SUBJECTS = ["VEHICLE", "DRIVER"] as const;
export type DocumentSubject = (typeof DOCUMENT_SUBJECTS)[number];

export const DOCUMENT_TYPES = [
  "STNK_VALIDATION",
  "STNK_RENEWAL",
  "KIR",
  "INSURANCE",
  "PERMIT",
  "SIM",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A type's rule: how long a document is valid from its issue day, and how many days before expiry to remind. */
export interface DocumentTypeRule {
  validityMonths: number;
  reminderDays: number;
}

export const DOCUMENT_TYPE_SUBJECTS: Record<DocumentType, DocumentSubject> = {
  STNK_VALIDATION: "VEHICLE",
  STNK_RENEWAL: "VEHICLE",
  KIR: "VEHICLE",
  INSURANCE: "VEHICLE",
  PERMIT: "VEHICLE",
  SIM: "DRIVER",
};

/**
 * Indonesian defaults: the STNK is validated (pajak tahunan) every year and renewed with new plates every five years;
 * a KIR (uji berkala) is valid six months; vehicle insurance runs a year; a SIM is valid five years. A company may
 * change each in its settings.
 */
export const DEFAULT_DOCUMENT_TYPE_RULES: Record<DocumentType, DocumentTypeRule> = {
  STNK_VALIDATION: { validityMonths: 12, reminderDays: 30 },
  STNK_RENEWAL: { validityMonths: 60, reminderDays: 60 },
  KIR: { validityMonths: 6, reminderDays: 14 },
  INSURANCE: { validityMonths: 12, reminderDays: 30 },
  PERMIT: { validityMonths: 12, reminderDays: 30 },
  SIM: { validityMonths: 60, reminderDays: 30 },
};

/** A type's name as people write it (audit entries, reminders, the web). */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, { id: string; en: string }> = {
  STNK_VALIDATION: { id: "STNK (pengesahan tahunan)", en: "STNK (yearly validation)" },
  STNK_RENEWAL: { id: "STNK (perpanjangan 5 tahun)", en: "STNK (5-yearly renewal)" },
  KIR: { id: "KIR", en: "KIR (roadworthiness test)" },
  INSURANCE: { id: "Asuransi", en: "Insurance" },
  PERMIT: { id: "Izin usaha/trayek", en: "Operating permit" },
  SIM: { id: "SIM", en: "Driving licence (SIM)" },
};
