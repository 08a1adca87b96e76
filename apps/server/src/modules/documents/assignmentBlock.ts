import { type CompanyTimeZone, DOCUMENT_TYPE_LABELS, type Language, zonedDay } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { findExpiredDocument } from "./documentRepository.js";
import { findBlockAssigning } from "./documentRules.js";

/**
 * When the company blocks assigning (document settings), refuses a vehicle or driver with an expired document:
 * throws DocumentExpiredBlocksAssigning naming whose document and which. Deliveries calls it for a new fleet task.
 */
export async function requireAssignable(
  db: DbExecutor,
  company: { companyId: number; timeZone: CompanyTimeZone },
  subjects: { vehicleId: number | null; driverIds: number[] },
  language: Language,
): Promise<void> {
  if (!(await findBlockAssigning(db, company.companyId))) return;
  const expired = await findExpiredDocument(
    db,
    company.companyId,
    subjects,
    zonedDay(new Date(), company.timeZone),
  );
  if (!expired) return;
  const subject = expired.vehicleId
    ? `${language === "id" ? "Kendaraan" : "Vehicle"} ${expired.licensePlate}`
    : `${language === "id" ? "Pengemudi" : "Driver"} ${expired.driverName}`;
  throw new AppError("DocumentExpiredBlocksAssigning", 409, {
    subject,
    document: `${DOCUMENT_TYPE_LABELS[expired.type][language]} ${expired.number}`,
    expiresOn: expired.expiresOn,
  });
}
