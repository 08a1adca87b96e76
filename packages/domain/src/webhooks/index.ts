export * from "./webhookDelivery.js";
export * from "./webhookEventRules.js";
export * from "./webhookEvents.js";
export * from "./webhookInput.js";
export * from "./webhookSignature.js";
export * from "./webhookUrl.js";
