import type { ApiKeyAccessKey } from "@armada/domain";

/** The i18n key of an access key's label (":" is i18next's namespace separator). */
export const accessKeyLabelKey = (key: ApiKeyAccessKey | string) => `apiKeys.scopes.${key.replace(":", "_")}`;
