import { readPublicLinkParams } from "@armada/domain";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { PublicViewerPage } from "./PublicViewerPage";
import "./publicViewer.css";

// The public live-track page: its own entry, none of the operator app (router, Mantine, query, i18n).
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PublicViewerPage link={readPublicLinkParams(window.location.pathname, window.location.search)} />
    </StrictMode>,
  );
}
