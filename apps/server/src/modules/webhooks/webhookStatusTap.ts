import {
  ignitionSwitches,
  onlineTransitions,
  POSITION_EVENT_TYPES,
  STATUS_EVENT_TYPES,
} from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import type { PositionRow, StatusTap, TappedStatus, TappedWrite } from "../positions/index.js";
import type { WebhookInterest } from "./webhookInterest.js";
import { webhookCaptures } from "./webhooks.tables.js";

/** A stored position as `position.reported` sends it (and the geofence crossings read it). */
export interface CapturedPosition {
  vehicleId: number;
  fixTime: string;
  latitude: number;
  longitude: number;
  speed: number;
  course: number | null;
  ignition: boolean | null;
}

const capturedPosition = (row: PositionRow): CapturedPosition => ({
  vehicleId: row.vehicleId,
  fixTime: row.fixTime.toISOString(),
  latitude: row.latitude,
  longitude: row.longitude,
  speed: row.speed ?? 0,
  course: row.course ?? null,
  ignition: row.ignition ?? null,
});

/** What one stored position says of its vehicle's status (an ignition switch tells where it was seen). */
const reportedStatus = (row: PositionRow) => ({
  latitude: row.latitude,
  longitude: row.longitude,
  ignition: row.ignition ?? null,
  fixTime: row.fixTime,
});

const statusData = (status: TappedStatus) => ({
  vehicleId: status.vehicleId,
  latitude: status.latitude,
  longitude: status.longitude,
  ignition: status.ignition,
  fixTime: status.fixTime.toISOString(),
  lastPacket: status.lastPacket.toISOString(),
});

/**
 * The webhooks' share of the position path: in the transaction that stores positions (or marks vehicles offline),
 * one capture row per company for the positions and one per status event its subscriptions want. Companies
 * without such subscriptions are never asked about beyond `wants`.
 */
export function createWebhookStatusTap(interest: WebhookInterest): StatusTap {
  return {
    wants: (companyId) => interest.wants(companyId, STATUS_EVENT_TYPES),
    async tap(tx: DbExecutor, { positions, changes }: TappedWrite) {
      const captures: (typeof webhookCaptures.$inferInsert)[] = [];
      const byCompany = new Map<number, CapturedPosition[]>();
      for (const row of positions) {
        if (!interest.wants(row.companyId, POSITION_EVENT_TYPES)) continue;
        const list = byCompany.get(row.companyId) ?? [];
        list.push(capturedPosition(row));
        byCompany.set(row.companyId, list);
      }
      for (const [companyId, list] of byCompany) captures.push({ companyId, kind: "positions", data: list });
      const event = (type: (typeof STATUS_EVENT_TYPES)[number], status: TappedStatus, at: Date) => {
        if (interest.wants(status.companyId, [type]))
          captures.push({
            companyId: status.companyId,
            kind: "event",
            eventId: `${type}.${status.vehicleId}.${at.getTime()}`,
            eventType: type,
            data: statusData(status),
            createdOn: at,
          });
      };
      const readingsByVehicle = new Map<number, PositionRow[]>();
      for (const row of positions) {
        const list = readingsByVehicle.get(row.vehicleId) ?? [];
        list.push(row);
        readingsByVehicle.set(row.vehicleId, list);
      }
      for (const { before, after } of changes) {
        for (const type of onlineTransitions(before && { offline: before.motionStatus === "offline" }, {
          offline: after.motionStatus === "offline",
        }))
          event(type, after, after.lastPacket);
        const since = before?.fixTime.getTime() ?? Number.NEGATIVE_INFINITY;
        const readings = (readingsByVehicle.get(after.vehicleId) ?? [])
          .filter((row) => row.fixTime.getTime() > since)
          .map((row): TappedStatus => ({ ...after, ...reportedStatus(row) }));
        for (const { type, reading } of ignitionSwitches(before?.ignition, readings, after))
          event(type, reading, reading.fixTime);
      }
      if (captures.length > 0) await tx.insert(webhookCaptures).values(captures);
    },
  };
}
