export * from "./deliveryTemplateInputs.js";
export * from "./indonesianHolidays.js";
export * from "./scheduleRule.js";
