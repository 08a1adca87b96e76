export { findCompanyFeatureFlags, setCompanyFeatureFlag } from "./featureFlagRepository.js";
export { companyFeatureFlags, featureFlagDefaults } from "./featureFlags.tables.js";
