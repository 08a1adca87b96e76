/** The query key of the signed-in user (its own module: the app's root needs the key, not the query). */
export const identityQueryKey = ["identity"] as const;
