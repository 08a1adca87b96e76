import {
  DEVICE_COMMAND_ACCESS,
  type DeviceCommandStatus,
  deviceCommandsFilterSchema,
  deviceCommandText,
  ENGINE_COMMAND_KINDS,
  ENGINE_CUT_MAX_SPEED_KMH,
  type Language,
  type SendDeviceCommandInput,
  sendDeviceCommandInputSchema,
  takesDeviceCommands,
  trackerCodecOf,
} from "@armada/domain";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { auditDeviceCommand } from "./deviceCommandAudit.js";
import type { DeviceCommandQueuedEvent } from "./deviceCommandEvents.js";
import type { DeviceCommandLink } from "./deviceCommandLink.js";
import {
  type DeviceCommandRow,
  expireDueCommands,
  findCommandTarget,
  findDeviceCommand,
  findVehicleCommands,
  insertDeviceCommand,
} from "./deviceCommandRepository.js";

const iso = (date: Date | null) => date?.toISOString() ?? null;

function commandView(command: DeviceCommandRow, userName: string | null) {
  return {
    id: command.id,
    vehicleId: command.vehicleId,
    kind: command.kind,
    text: command.text,
    status: command.status as DeviceCommandStatus,
    answer: command.answer,
    user: command.userId === null ? null : { userId: command.userId, fullname: userName ?? "" },
    createdOn: command.createdOn.toISOString(),
    sentOn: iso(command.sentOn),
    answeredOn: iso(command.answeredOn),
    expiresOn: command.expiresOn.toISOString(),
  };
}

/**
 * The text a command sends to a device of `vendorType`: GT06's own texts, a registered codec's (a custom text as
 * typed); null when the device's protocol takes no such command.
 */
function commandTextFor(
  target: { vendorType: string; imei: string },
  input: Pick<SendDeviceCommandInput, "kind" | "text">,
  at: Date,
): string | null {
  if (!takesDeviceCommands(target.vendorType)) return null;
  if (target.vendorType === "gt06" || input.kind === "custom") return deviceCommandText(input);
  return trackerCodecOf(target.vendorType)?.commandText?.(input.kind, target.imei, at) ?? null;
}

/**
 * Commands operators send to vehicles' trackers (GT06 and the registered codecs that take commands): stored as queued (and in the vehicle's audit log), then
 * sent by whichever instance holds the device's socket (DeviceCommandLink), now or at its next login, until the
 * expiry the operator picked.
 */
export function createDeviceCommandService(
  db: Db,
  bus: EventBus,
  link: DeviceCommandLink,
  now: () => Date = () => new Date(),
) {
  return {
    async send(user: AuthUser, input: unknown, language: Language) {
      requireAnyKey(user, [DEVICE_COMMAND_ACCESS.create, DEVICE_COMMAND_ACCESS.engine]);
      const parsed = parseInput(sendDeviceCommandInputSchema, input, language);
      requireKey(
        user,
        ENGINE_COMMAND_KINDS.includes(parsed.kind)
          ? DEVICE_COMMAND_ACCESS.engine
          : DEVICE_COMMAND_ACCESS.create,
      );
      const target = await findCommandTarget(db, user.companyId, parsed.vehicleId);
      if (!target) throw notFound();
      const sentAt = now();
      const text =
        target.deviceId === null || target.vendorType === null || target.imei === null
          ? null
          : commandTextFor({ vendorType: target.vendorType, imei: target.imei }, parsed, sentAt);
      if (target.deviceId === null || text === null) throw new AppError("NoCommandDevice", 422);
      const speed = target.speed ?? 0;
      if (parsed.kind === "engineCut" && speed > ENGINE_CUT_MAX_SPEED_KMH) {
        throw new AppError("EngineCutWhileMoving", 409, {
          speed: Math.round(speed),
          limit: ENGINE_CUT_MAX_SPEED_KMH,
        });
      }
      const { deviceId, licensePlate } = target;
      const command = await db.transaction(async (tx) => {
        const row = await insertDeviceCommand(tx, {
          companyId: user.companyId,
          vehicleId: target.vehicleId,
          deviceId,
          kind: parsed.kind,
          text,
          userId: user.userId,
          status: "queued",
          createdOn: sentAt,
          expiresOn: new Date(sentAt.getTime() + parsed.expiresInMinutes * 60_000),
        });
        await auditDeviceCommand(tx, row, { sent: { licensePlate } });
        return row;
      });
      link.changed(command);
      // this instance first (the answer can then say "sent"), then every other instance
      await link.trySend(deviceId);
      bus.publish<DeviceCommandQueuedEvent>(topics.deviceCommandsQueued, { deviceId });
      const latest = await findDeviceCommand(db, user.companyId, command.id);
      return { data: commandView(latest?.command ?? command, latest?.userName ?? null) };
    },

    async history(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, DEVICE_COMMAND_ACCESS.read);
      const { vehicleId, pagination } = parseInput(deviceCommandsFilterSchema, filter, language);
      if (!(await findCommandTarget(db, user.companyId, vehicleId))) throw notFound();
      const { rows, total } = await findVehicleCommands(db, user.companyId, vehicleId, pagination);
      return {
        data: rows.map(({ command, userName }) => commandView(command, userName)),
        pagination: { total, ...pagination },
      };
    },

    /** Expires the commands whose time ran out (the sweeper's work); returns how many. */
    async expireDue(at: Date = now()) {
      const expired = await expireDueCommands(db, at);
      for (const command of expired) link.changed(command);
      return expired.length;
    },
  };
}

export type DeviceCommandService = ReturnType<typeof createDeviceCommandService>;
