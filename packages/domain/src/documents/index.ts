export * from "./documentInputs.js";
export * from "./documentStatus.js";
export * from "./documentTypes.js";
