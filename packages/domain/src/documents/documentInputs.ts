import { z } from "zod";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { DOCUMENT_STATUSES } from "./documentStatus.js";
import { DOCUMENT_SUBJECTS, DOCUMENT_TYPES } from "./documentTypes.js";

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);
const day = z.iso.date();

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
