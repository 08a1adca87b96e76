/** @jsxImportSource preact */
import { readPublicLinkParams } from "@armada/domain";
import { render } from "preact";
import { PublicViewerPage } from "./PublicViewerPage";
import "./publicViewer.css";

// The public live-track page: its own entry, none of the operator app (router, Mantine, query, i18n), and Preact
// rather than React (docs/decisions.md, "The public page on Preact").
const root = document.getElementById("root");
if (root)
  render(
    <PublicViewerPage link={readPublicLinkParams(window.location.pathname, window.location.search)} />,
    root,
  );
