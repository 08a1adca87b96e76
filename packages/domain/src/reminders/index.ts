export * from "./reminderDue.js";
export * from "./reminderLeadDays.js";
