import { DOCUMENT_TYPE_SUBJECTS } from "@armada/domain";
import type { DocumentRow } from "./documentRepository.js";

/** A document as the API answers it. */
export function toDocumentView(row: DocumentRow) {
  return {
    documentId: row.id,
    type: row.type,
    subject: DOCUMENT_TYPE_SUBJECTS[row.type],
    vehicleId: row.vehicleId,
    licensePlate: row.licensePlate,
    driverId: row.driverId,
    driverName: row.driverName,
    number: row.number,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    reminderDays: row.reminderDays,
    status: row.status,
    notes: row.notes,
    scanUrls: row.scanUrls,
  };
}
