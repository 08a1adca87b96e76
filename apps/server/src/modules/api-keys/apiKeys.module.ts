import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createApiKeyAccess } from "./apiKeyAccess.js";
import { createApiKeyService } from "./apiKeyService.js";
import { apiKeysResolvers } from "./resolvers.js";

function provide({ db, config, log }: ModuleHost) {
  const apiKeys = createApiKeyService(db);
  return {
    apiKeys,
    /** resolves `Authorization: Bearer` keys, limits and audits their calls; the host registers it after auth */
    apiKeyAccess: createApiKeyAccess(apiKeys, log, { requestsPerMinute: config.apiKeyRequestsPerMinute }),
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "api-keys": ReturnType<typeof provide>;
  }
}

/** Company API keys (issue 37): created and revoked in Integrasi, accepted on GraphQL and the REST API. */
export const apiKeysModule = defineModule({
  name: "api-keys",
  dependsOn: ["audit", "auth", "company"],
  provides: provide,
  resolvers: (own, { audit }) => apiKeysResolvers({ ...own, audit: audit.audit }),
});
