export { deliveryTemplateRuns, deliveryTemplates } from "./deliveryScheduler.tables.js";
