export * from "../modules/auth/auth.tables.js";
export * from "../modules/company/company.tables.js";
export * from "../modules/feature-flags/featureFlags.tables.js";
