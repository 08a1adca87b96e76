import { ETOLL_ISSUER_LABELS, formatRupiah } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { vehicleAuditLogs } from "../fleet/index.js";
import type { EtollCardRow } from "./etollCardRepository.js";

const ACTIONS = {
  create: "Tambah Kartu E-toll",
  update: "Ubah Kartu E-toll",
  delete: "Hapus Kartu E-toll",
  import: "Impor Mutasi E-toll",
} as const;

const snapshot = (row: EtollCardRow) => ({
  etollCardId: row.id,
  cardNumber: row.cardNumber,
  issuer: row.issuer,
  vehicleId: row.vehicleId,
  balance: row.balance,
  note: row.note,
});

/**
 * Writes an e-toll card's change into the audit log of each vehicle it left or went on (object `etoll_card`, like
 * the cost entries'); a card on no vehicle before or after has no vehicle log to go to.
 */
export async function auditEtollCard(
  db: DbExecutor,
  userId: number,
  kind: "create" | "update" | "delete",
  before: EtollCardRow | null,
  after: EtollCardRow | null,
) {
  const row = (after ?? before) as EtollCardRow;
  const vehicleIds = new Set([before?.vehicleId, after?.vehicleId].filter((id): id is number => id != null));
  if (vehicleIds.size === 0) return;
  await db.insert(vehicleAuditLogs).values(
    [...vehicleIds].map((vehicleId) => ({
      companyId: row.companyId,
      vehicleId,
      userId,
      actionType: kind,
      action: ACTIONS[kind],
      detail: `${ETOLL_ISSUER_LABELS[row.issuer]} ${row.cardNumber}`,
      object: "etoll_card",
      oldData: before ? snapshot(before) : null,
      newData: after ? snapshot(after) : null,
    })),
  );
}

/** One entry per vehicle a statement booked tolls on: how many and how much. */
export async function auditEtollImport(
  db: DbExecutor,
  companyId: number,
  userId: number,
  booked: readonly { vehicleId: number; amount: number }[],
) {
  const byVehicle = new Map<number, { count: number; amount: number }>();
  for (const entry of booked) {
    const sum = byVehicle.get(entry.vehicleId) ?? { count: 0, amount: 0 };
    byVehicle.set(entry.vehicleId, { count: sum.count + 1, amount: sum.amount + entry.amount });
  }
  if (byVehicle.size === 0) return;
  await db.insert(vehicleAuditLogs).values(
    [...byVehicle].map(([vehicleId, sum]) => ({
      companyId,
      vehicleId,
      userId,
      actionType: "import",
      action: ACTIONS.import,
      detail: `${sum.count} transaksi tol · ${formatRupiah(sum.amount)}`,
      object: "etoll_card",
      oldData: null,
      newData: sum,
    })),
  );
}
