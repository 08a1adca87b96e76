import { DOCUMENT_TYPE_LABELS } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { insertVehicleAuditLogs } from "../fleet/index.js";
import type { toDocumentView } from "./documentView.js";

type DocumentView = ReturnType<typeof toDocumentView>;

const ACTIONS = {
  create: ["Tambah Dokumen", "ditambahkan"],
  update: ["Ubah Dokumen", "diubah"],
  delete: ["Hapus Dokumen", "dihapus"],
} as const;

const snapshot = ({ type, number, issuedOn, expiresOn, notes, scanUrls }: DocumentView) => ({
  type,
  number,
  issuedOn,
  expiresOn,
  notes,
  scanUrls,
});

/**
 * Records a change of a vehicle's document in the vehicle's audit log (Indonesian texts, as the log is shown). A
 * driver's SIM belongs to no vehicle: there is no driver audit log to write it to yet.
 */
export async function auditDocument(
  db: DbExecutor,
  user: AuthUser,
  kind: keyof typeof ACTIONS,
  before: DocumentView | null,
  after: DocumentView | null,
) {
  const document = after ?? before;
  if (!document?.vehicleId) return;
  const [action, verb] = ACTIONS[kind];
  await insertVehicleAuditLogs(db, user.companyId, [
    {
      vehicleId: document.vehicleId,
      userId: user.userId,
      actionType: kind,
      action,
      detail: `Dokumen ${DOCUMENT_TYPE_LABELS[document.type].id} ${document.number} kendaraan ${document.licensePlate ?? ""} ${verb}`,
      object: "document",
      oldData: before && snapshot(before),
      newData: after && snapshot(after),
    },
  ]);
}
