import type {
  PublicDestination,
  PublicEta,
  PublicLiveTrack,
  PublicLiveTrackMessage,
  PublicVehicle,
} from "@armada/domain";

/** The public live-track contract lives in packages/domain (liveTrack/publicLiveTrack.ts), shared with the server. */
export type { PublicDestination, PublicEta, PublicLiveTrack, PublicVehicle };
export type ServerMessage = PublicLiveTrackMessage;

/** Where the link points: the view id and its token (short key or access token), plus a contact's key. */
export interface LinkParams {
  id: string;
  shToken: string | null;
  token: string | null;
  contactKey: string | null;
}
