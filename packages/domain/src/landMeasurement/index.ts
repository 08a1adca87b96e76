export * from "./landBoundaryFromTrack.js";
export * from "./landMeasurementExport.js";
export * from "./landMeasurementInput.js";
export * from "./landPolygonIssue.js";
export * from "./measureLandPolygon.js";
