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
}

/** What the public socket sends: the state on connect, coalesced vehicle updates, the end of the link. */
export type PublicViewerMessage =
  | { type: "snapshot"; data: PublicLinkView }
  | { type: "vehicles"; data: PublicVehicle[]; etas?: PublicEta[] }
  | { type: "expired" };
