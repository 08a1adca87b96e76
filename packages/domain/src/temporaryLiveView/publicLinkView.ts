import type { DeliveryOrderStatus } from "../deliveries/deliveryOrderStatus.js";
import type { StopFailureReason } from "../deliveries/proofOfDelivery.js";
import type { PickedColumn } from "./pickedColumns.js";
import type { PublicVehicle } from "./publicVehicle.js";

/** What a public link shows: the REST answer and the socket messages of a link (server and page). */

/** A vehicle's estimated arrival at the contact's destination. */
export interface PublicEta {
  /** the vehicle's opaque per-view reference */
  ref: string;
  distanceMeters: number;
  etaSeconds: number;
  /** the vehicle is not moving now: the page shows "berhenti" and the distance instead of a time */
  stopped: boolean;
}

/** A contact's destination, on the contact's own link only. */
export interface PublicDestination {
  name: string;
  fullName: string;
  lat: number;
  lng: number;
}

/**
 * The delivery order a consignee's link follows (issue 33): its status and, once done, its proof of delivery or
 * failure. Only that order's, never another stop's of the same task.
 */
export interface PublicDelivery {
  /** "DO-000123" */
  code: string;
  status: DeliveryOrderStatus;
  /** when the drop was delivered or failed (the driver's moment) */
  doneOn: string | null;
  receiverName: string | null;
  /** a photo of the signed delivery note is served through the link itself (`/api/public/live-track/:id/photo`) */
  hasPhoto: boolean;
  failureReason: StopFailureReason | null;
}

/** Everything a public link shows. Built field by field: nothing else of the company reaches the page. */
export interface PublicLinkView {
  name: string;
  note: string | null;
  expiresOn: string;
  serverTime: string;
  pickedColumns: PickedColumn[];
  vehicles: PublicVehicle[];
  destination: PublicDestination | null;
  etas: PublicEta[];
  /** on a consignee's link only */
  delivery: PublicDelivery | null;
}

/** What the public socket sends: the state on connect, coalesced vehicle updates, the end of the link. */
export type PublicViewerMessage =
  | { type: "snapshot"; data: PublicLinkView }
  | { type: "vehicles"; data: PublicVehicle[]; etas?: PublicEta[] }
  | { type: "expired" };
