export * from "./calendarDay.js";
export * from "./maintenanceInputs.js";
export * from "./projectedDueDay.js";
export * from "./serviceDue.js";
export * from "./serviceOrderStatus.js";
