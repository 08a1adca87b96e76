import { z } from "zod";
import { uploadPath } from "../announcements/uploadType.js";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { DOCUMENT_STATUSES } from "./documentStatus.js";
import { DOCUMENT_SUBJECTS, DOCUMENT_TYPES } from "./documentTypes.js";

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);
const day = z.iso.date();

/** A document's scans (photos or PDFs of the paper), stored as private uploads of the company. */
export const DOCUMENT_SCAN_TYPES = ["png", "jpg", "webp", "pdf"] as const;
export const MAX_DOCUMENT_SCANS = 10;
const scanUrl = z.string().regex(uploadPath(DOCUMENT_SCAN_TYPES.join("|")));

const documentFields = {
  type: z.enum(DOCUMENT_TYPES),
  /** the vehicle for vehicle documents, the driver (a user) for a SIM */
  vehicleId: id.nullish(),
  driverId: id.nullish(),
  number: text(100).min(1),
  issuedOn: day,
  /** empty: the issue day plus the type's validity */
  expiresOn: day.nullish(),
  notes: text(1000).nullish(),
  /** the scans' upload URLs, in the order shown; missing: none on a new document, unchanged on a change */
  scanUrls: z
    .array(scanUrl)
    .max(MAX_DOCUMENT_SCANS)
    .refine((urls) => new Set(urls).size === urls.length, { message: ISSUE_KEYS.duplicateItems })
    .nullish(),
};

const issuedBeforeExpiry = (document: { issuedOn: string; expiresOn?: string | null | undefined }) =>
  !document.expiresOn || document.issuedOn <= document.expiresOn;

export const createDocumentInputSchema = z
  .object(documentFields)
  .refine(issuedBeforeExpiry, { path: ["expiresOn"], message: ISSUE_KEYS.expiryBeforeIssue });
export const updateDocumentInputSchema = z
  .object({ documentId: id, ...documentFields })
  .refine(issuedBeforeExpiry, { path: ["expiresOn"], message: ISSUE_KEYS.expiryBeforeIssue });
export type DocumentInput = z.output<typeof createDocumentInputSchema>;
export const deleteDocumentInputSchema = z.object({ documentId: id });

export const documentsFilterSchema = z.object({
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
  subject: z.enum(DOCUMENT_SUBJECTS).nullish(),
  status: z.enum(DOCUMENT_STATUSES).nullish(),
  vehicleId: id.nullish(),
  search: text(100).nullish(),
});

export const documentTypeRuleInputSchema = z.object({
  type: z.enum(DOCUMENT_TYPES),
  validityMonths: z.int32().min(1).max(240),
  reminderDays: z.int32().min(0).max(365),
});

export const updateDocumentSettingsInputSchema = z.object({
  rules: z.array(documentTypeRuleInputSchema).max(DOCUMENT_TYPES.length),
  /** refuse a new fleet task for a vehicle or driver with an expired document */
  blockAssigning: z.boolean(),
});
