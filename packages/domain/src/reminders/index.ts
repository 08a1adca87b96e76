export * from "./reminderDue.js";
export * from "./reminderLeadDays.js";
export * from "./reminderSettingsInput.js";
