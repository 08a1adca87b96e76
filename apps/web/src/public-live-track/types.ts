import type { PublicVehicle } from "@armada/domain";

export type { PublicVehicle };

/** The public live-track contract (apps/server/src/modules/live-track), as the page reads it. */
export interface PublicEta {
  ref: string;
  distanceMeters: number;
  etaSeconds: number;
}

export interface PublicDestination {
  name: string;
  fullName: string;
  lat: number;
  lng: number;
}

export interface PublicLiveTrack {
  name: string;
  note: string | null;
  expiresOn: string;
  serverTime: string;
  pickedColumns: string[];
  vehicles: PublicVehicle[];
  destination: PublicDestination | null;
  etas: PublicEta[];
}

export type ServerMessage =
  | { type: "snapshot"; data: PublicLiveTrack }
  | { type: "vehicles"; data: PublicVehicle[]; etas?: PublicEta[] }
  | { type: "expired" };

/** Where the link points: the view id and its token (short key or access token), plus a contact's key. */
export interface LinkParams {
  id: string;
  shToken: string | null;
  token: string | null;
  contactKey: string | null;
}
