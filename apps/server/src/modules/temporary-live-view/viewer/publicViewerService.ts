import {
  DEFAULT_MOTION_TIMEOUTS,
  effectiveLiveViewStatus,
  type MotionStatus,
  type MotionTimeouts,
  type PickedColumn,
  type PublicDelivery,
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

/** A stored file of the link's page (the proof of delivery's photo). */
export interface LinkFile {
  path: string;
  mime: string;
}

/**
 * What a module above this one shows on a contact's link (deliveries: the consignee's order and its proof): null
 * when the contact's link follows no order.
 */
export type LinkDelivery = (
  companyId: number,
  contactId: number,
) => Promise<{ delivery: PublicDelivery; photo: LinkFile | null } | null>;

export function createPublicViewerService(db: Db, now: () => Date = () => new Date()) {
  let deliveryOf: LinkDelivery = async () => null;
  const delivery = (link: ResolvedLink) =>
    link.contact ? deliveryOf(link.view.companyId, link.contact.contactId) : Promise.resolve(null);
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
    const shown = await delivery(link);
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
        delivery: shown?.delivery ?? null,
      },
    };
  }

  /** A page load of the link (analytics for the operator: opens and last opened, overall and per contact). */
  const recordPageOpen = (link: ResolvedLink) =>
    recordOpen(db, link.view.temporaryLvId, link.contact?.contactId ?? null, now());

  return {
    resolve,
    snapshot,
    recordPageOpen,
    /** The photo the link's order was delivered with, when the link shows one. */
    photo: async (link: ResolvedLink) => (await delivery(link))?.photo ?? null,
    /** The deliveries module tells what a consignee's link shows of its order (an extension point). */
    useDelivery(rule: LinkDelivery) {
      deliveryOf = rule;
    },
  };
}

export type PublicViewerService = ReturnType<typeof createPublicViewerService>;
