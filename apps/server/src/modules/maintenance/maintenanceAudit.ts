import type { DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { insertVehicleAuditLogs, type VehicleAuditEntry } from "../fleet/index.js";

const VERBS = { create: "ditambahkan", update: "diubah", delete: "dihapus" } as const;
const ACTIONS = { create: "Tambah", update: "Ubah", delete: "Hapus" } as const;

/**
 * Records a maintenance change in the vehicle's audit log (Indonesian texts, as the log is shown): "Ubah Rencana
 * Servis", "Rencana servis Servis berkala kendaraan B 1 A diubah".
 */
export async function auditMaintenance(
  db: DbExecutor,
  user: AuthUser,
  change: {
    vehicleId: number;
    kind: VehicleAuditEntry["actionType"];
    object: "service_plan" | "service_order" | "meter_correction";
    /** "Rencana Servis", "Perintah Servis", "Koreksi Odometer" */
    noun: string;
    detail: string;
    oldData: Record<string, unknown> | null;
    newData: Record<string, unknown> | null;
  },
) {
  await insertVehicleAuditLogs(db, user.companyId, [
    {
      vehicleId: change.vehicleId,
      userId: user.userId,
      actionType: change.kind,
      action: `${ACTIONS[change.kind]} ${change.noun}`,
      detail: `${change.noun} ${change.detail} ${VERBS[change.kind]}`,
      object: change.object,
      oldData: change.oldData,
      newData: change.newData,
    },
  ]);
}
