import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LiveTrackPage } from "./LiveTrackPage";
import { readLinkParams } from "./useLiveTrack";
import "./liveTrack.css";

// The public live-track page: its own entry, none of the operator app (router, Mantine, query, i18n).
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LiveTrackPage link={readLinkParams(window.location)} />
    </StrictMode>,
  );
}
