export * from "./apiKeyInput.js";
export * from "./apiKeyScopes.js";
