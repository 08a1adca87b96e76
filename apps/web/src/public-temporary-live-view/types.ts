import type {
  PublicDestination,
  PublicEta,
  PublicLinkParams,
  PublicLinkView,
  PublicVehicle,
  PublicViewerMessage,
} from "@armada/domain";

/** The public page's contract lives in packages/domain (temporaryLiveView/publicLinkView.ts), shared with the server. */
export type { PublicDestination, PublicEta, PublicLinkView, PublicVehicle };
export type ServerMessage = PublicViewerMessage;
/** Where the link points: the view id and its token (short key or access token), plus a contact's key. */
export type LinkParams = PublicLinkParams;
