import {
  type DeviceCommandChange,
  encodeGt06Command,
  GT06_COMMAND_LANGUAGE,
  trackerCodecOf,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { Db } from "../../db/database.js";
import type { KnownDevice } from "../positions/index.js";
import { auditDeviceCommand } from "./deviceCommandAudit.js";
import type { DeviceCommandQueuedEvent } from "./deviceCommandEvents.js";
import {
  claimQueuedCommands,
  type DeviceCommandRow,
  oldestSentCommandId,
  recordCommandAnswer,
  setCommandStatus,
} from "./deviceCommandRepository.js";

/** Writes a packet to a device's socket; false when the socket is gone. */
export type DevicePacketSender = (packet: Uint8Array) => boolean;

/** A device's answer to a command: GT06 copies the command's id (server flag), text protocols do not. */
export interface DeviceCommandReply {
  serverFlag?: number | undefined;
  text: string;
}

/** What the gateways tell the command module about their connections (their `commands` option). */
export interface DeviceCommandHooks {
  connected(device: KnownDevice, send: DevicePacketSender): void;
  disconnected(device: KnownDevice, send: DevicePacketSender): void;
  replied(device: KnownDevice, reply: DeviceCommandReply): void;
}
export type Gt06CommandHooks = DeviceCommandHooks;

/** The packet carrying a command to a device of `vendorType`; null when its protocol takes no commands. */
function commandPacket(vendorType: string, imei: string, command: DeviceCommandRow): Uint8Array | null {
  if (vendorType === "gt06")
    return encodeGt06Command(
      { serverFlag: command.id, text: command.text, language: GT06_COMMAND_LANGUAGE.english },
      command.id & 0xffff,
    );
  return trackerCodecOf(vendorType)?.encodeCommand?.(command.text, imei) ?? null;
}

/**
 * The bridge between queued commands and the devices connected to this instance: a device's queued commands
 * are sent when it logs in here, or when any instance queues one for it (bus topic deviceCommandsQueued) while
 * it is connected here. Claiming a command in the database makes it go out once, whichever instances hear of it.
 */
export function createDeviceCommandLink(
  db: Db,
  bus: EventBus,
  logger: FastifyBaseLogger,
  now: () => Date = () => new Date(),
) {
  const senders = new Map<number, { send: DevicePacketSender; vendorType: string; imei: string }>();

  const changed = (command: DeviceCommandRow) =>
    bus.publish<DeviceCommandChange>(topics.deviceCommandChanges(command.companyId), {
      id: command.id,
      vehicleId: command.vehicleId,
      status: command.status as DeviceCommandChange["status"],
    });

  async function sendQueued(deviceId: number) {
    if (!senders.has(deviceId)) return;
    for (const command of await claimQueuedCommands(db, deviceId, now())) {
      const sender = senders.get(deviceId);
      const packet = sender ? commandPacket(sender.vendorType, sender.imei, command) : null;
      const sent = (packet && sender?.send(packet)) ?? false;
      // the connection dropped between the claim and the write: the operator sees it and may send again
      changed(sent ? command : ((await setCommandStatus(db, command.id, "failed")) ?? command));
    }
  }

  const trySend = (deviceId: number) =>
    sendQueued(deviceId).catch((error: unknown) =>
      logger.error({ err: error, deviceId }, "sending queued device commands failed"),
    );

  const unsubscribe = bus.subscribe<DeviceCommandQueuedEvent>(topics.deviceCommandsQueued, ({ deviceId }) =>
    trySend(deviceId),
  );

  const hooks: Gt06CommandHooks = {
    connected(device, send) {
      senders.set(device.deviceId, { send, vendorType: device.vendorType, imei: device.imei });
      void trySend(device.deviceId);
    },
    disconnected(device, send) {
      if (senders.get(device.deviceId)?.send === send) senders.delete(device.deviceId);
    },
    replied(device, reply) {
      void (async () => {
        const command = await db.transaction(async (tx) => {
          const id = reply.serverFlag ?? (await oldestSentCommandId(tx, device.deviceId));
          const row =
            id === null ? null : await recordCommandAnswer(tx, device.deviceId, id, reply.text, now());
          if (row) await auditDeviceCommand(tx, row, { answered: true });
          return row;
        });
        if (command) changed(command);
        else
          logger.debug(
            { imei: device.imei, serverFlag: reply.serverFlag },
            "device answer to no pending command",
          );
      })().catch((error: unknown) =>
        logger.error({ err: error, imei: device.imei }, "storing a device's command answer failed"),
      );
    },
  };

  return {
    hooks,
    /** Sends the device's queued commands now when it is connected to this instance. */
    trySend,
    /** Publishes a command's status change to every instance's operator sockets. */
    changed,
    stop: unsubscribe,
  };
}

export type DeviceCommandLink = ReturnType<typeof createDeviceCommandLink>;
