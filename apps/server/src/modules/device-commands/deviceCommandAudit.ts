import type { DeviceCommandKind } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { vehicleAuditLogs } from "../fleet/index.js";
import type { DeviceCommandRow } from "./deviceCommandRepository.js";

/** Indonesian names of the kinds, as the vehicle audit log is written in Indonesian. */
const KIND_NAMES: Record<DeviceCommandKind, string> = {
  locate: "Lokasi sekarang",
  engineCut: "Matikan mesin",
  engineRestore: "Hidupkan mesin",
  reboot: "Mulai ulang perangkat",
  custom: "Perintah khusus",
};

const kindName = (kind: string) => KIND_NAMES[kind as DeviceCommandKind] ?? kind;

/**
 * Writes a command into its vehicle's audit log (action type `command`): when an operator sends it (the operator
 * as the user), and when the device answers (no user).
 */
export async function auditDeviceCommand(
  db: DbExecutor,
  command: DeviceCommandRow,
  event: { sent: { licensePlate: string } } | { answered: true },
) {
  const what = `${kindName(command.kind)} (${command.text})`;
  const entry =
    "sent" in event
      ? {
          userId: command.userId,
          action: "Kirim Perintah Perangkat",
          detail: `${what} dikirim ke ${event.sent.licensePlate}`,
          newData: {
            commandId: command.id,
            kind: command.kind,
            text: command.text,
            expiresOn: command.expiresOn,
          },
        }
      : {
          userId: null,
          action: "Jawaban Perangkat",
          detail: `Perangkat menjawab ${what}: ${command.answer ?? ""}`,
          newData: { commandId: command.id, answer: command.answer },
        };
  await db.insert(vehicleAuditLogs).values({
    ...entry,
    companyId: command.companyId,
    vehicleId: command.vehicleId,
    actionType: "command",
    object: "device-command",
  });
}
