export * from "./drivenLegs.js";
export * from "./invoiceAmounts.js";
export * from "./invoiceInputs.js";
export * from "./invoiceSettings.js";
export * from "./invoiceStatus.js";
export * from "./rateCards.js";
export * from "./terbilang.js";
