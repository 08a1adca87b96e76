import { TRACK_VISION } from "@armada/domain";
import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /live-streaming/: the dashcams' live video (Track Vision's key; the server checks each stream). */
export const liveStreamingRoute: RouteObject = {
  path: "live-streaming",
  lazy: async () => {
    const { LiveStreamingPage } = await import("./components/LiveStreamingPage");
    return {
      element: (
        <RequireAccess accessKey={TRACK_VISION}>
          <LiveStreamingPage />
        </RequireAccess>
      ),
    };
  },
};

/**
 * /trackvideo-2/ and /trackvideo/: playback of the dashcams' cards (the menu's rules open them; the server checks
 * `canPlayBackVideo` and the company on every list and playback). Both show the same page and keep the query.
 */
export const playbackRoutes: RouteObject[] = ["trackvideo-2", "trackvideo"].map((path) => ({
  path,
  lazy: async () => {
    const { PlaybackPage } = await import("./components/PlaybackPage");
    return { Component: PlaybackPage };
  },
}));
