import {
  DEFAULT_MOTION_TIMEOUTS,
  effectiveLiveViewStatus,
  type MotionStatus,
  type MotionTimeouts,
  type PickedColumn,
  type PublicEta,
  type PublicLinkView,
  publicEta,
  toPublicVehicle,
  type VehicleSnapshot,
} from "@armada/domain";
import type { Db } from "../../../db/database.js";
import { createCompanyTimeouts } from "../../positions/index.js";
import type { temporaryLiveViewContacts, temporaryLiveViews } from "../temporaryLiveView.tables.js";
import {
  findContactByKey,
  findViewByKey,
  findViewVehicleSnapshots,
  recentMovingSpeeds,
  recordOpen,
} from "./publicViewerRepository.js";

/** How far back the ETA looks for the vehicle's moving speed. */
const RECENT_SPEED_WINDOW_MS = 15 * 60_000;

export interface LinkQuery {
  temporaryLvId: number;
  /** the link's shToken or token */
  key: string;
  /** a contact's own link */
  contactKey?: string | undefined;
}

export interface ResolvedLink {
  view: typeof temporaryLiveViews.$inferSelect;
  contact: typeof temporaryLiveViewContacts.$inferSelect | null;
}

export function createPublicViewerService(db: Db, now: () => Date = () => new Date()) {
  const companyTimeouts = createCompanyTimeouts(db, () => now().getTime());

  async function motionTimeouts(companyId: number): Promise<MotionTimeouts> {
    return (await companyTimeouts.load([companyId])).get(companyId) ?? DEFAULT_MOTION_TIMEOUTS;
  }

  async function resolve(query: LinkQuery): Promise<ResolvedLink | null> {
    const view = await findViewByKey(db, query.temporaryLvId, query.key);
    if (!view || effectiveLiveViewStatus(view, now()) === "E") return null;
    if (!query.contactKey) return { view, contact: null };
    const contact = await findContactByKey(db, view.temporaryLvId, query.contactKey);
    return contact ? { view, contact } : null;
  }

  async function snapshot(link: ResolvedLink): Promise<{
    payload: PublicLinkView;
    refs: Map<number, string>;
    sources: Map<number, VehicleSnapshot>;
    timeouts: MotionTimeouts;
  }> {
    const { view, contact } = link;
    const rows = await findViewVehicleSnapshots(db, view.temporaryLvId);
    const refs = new Map(rows.map((row, index) => [row.vehicleId, `v${index + 1}`]));
    const picked = view.pickedColumns as PickedColumn[];
    const timeouts = await motionTimeouts(view.companyId);
    const clock = { now: now(), timeouts };
    const sources = new Map<number, VehicleSnapshot>(
      rows.map(({ vehicleId, ...row }) => [
        vehicleId,
        { ...row, motionStatus: row.motionStatus as MotionStatus | null },
      ]),
    );
    const vehicles = [...sources].map(([vehicleId, source]) =>
      toPublicVehicle(refs.get(vehicleId) ?? "", source, picked, clock),
    );
    const location = contact?.location ?? null;
    let etas: PublicEta[] = [];
    if (location) {
      const speeds = await recentMovingSpeeds(
        db,
        rows.map((row) => row.vehicleId),
        new Date(now().getTime() - RECENT_SPEED_WINDOW_MS),
      );
      etas = rows.flatMap((row, index) =>
        row.latitude == null || row.longitude == null
          ? []
          : [
              publicEta(
                vehicles[index]?.ref ?? "",
                { lat: row.latitude, lng: row.longitude },
                location,
                speeds.get(row.vehicleId),
                vehicles[index]?.moving ?? false,
              ),
            ],
      );
    }
    return {
      refs,
      sources,
      timeouts,
      payload: {
        name: view.name,
        note: view.note,
        expiresOn: view.expiresOn.toISOString(),
        serverTime: now().toISOString(),
        pickedColumns: picked,
        vehicles,
        destination: location
          ? { name: location.name, fullName: location.fullName, lat: location.lat, lng: location.lng }
          : null,
        etas,
      },
    };
  }

  /** A page load of the link (analytics for the operator: opens and last opened, overall and per contact). */
  const recordPageOpen = (link: ResolvedLink) =>
    recordOpen(db, link.view.temporaryLvId, link.contact?.contactId ?? null, now());

  return { resolve, snapshot, recordPageOpen };
}

export type PublicViewerService = ReturnType<typeof createPublicViewerService>;
