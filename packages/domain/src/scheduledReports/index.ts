export * from "./scheduledReportInput.js";
export * from "./scheduleRuns.js";
