import { can } from "@armada/domain";

/**
 * Whether the user may change the company's settings: the one who is told about setup the server still lacks
 * (support contacts, the public address of links), which other users need not see.
 */
export const isCompanyAdmin = (accessKeys: readonly string[]) =>
  can(accessKeys, "c1a-setting-company:update");
