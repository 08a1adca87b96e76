/** Dashcam clips (issue 17): "Lihat media" of camera alerts; the /vehicle-media/ and /video-history/ pages are in routes.tsx. */

export { useDashcamVehicles } from "./api/mediaApi";
export { AlertMediaButton, type MediaAlertSummary } from "./components/AlertMediaButton";
