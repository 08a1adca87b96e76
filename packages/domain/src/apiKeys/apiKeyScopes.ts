/**
 * The access keys an API key may carry: what the public API (REST /api/v1 and GraphQL) reads and writes. Settings,
 * users and roles are left out, so a key never manages keys or people. A key gets a subset of these that its
 * creator holds; every call is checked against the key's keys and the creator's current role.
 */
export const API_KEY_ACCESS_KEYS = [
  "d1a-master-vehicle:read",
  "b2b-route-history:read",
  "f1a-report-trip:read",
  "e4a-alert-center-main:read",
  "tms:read",
  "tms:create",
  "tms:update",
  "fleet-task-instant:read",
  "fleet-task-instant:create",
  "fleet-task-instant:update",
  "b2a-temporary-liveview:read",
  "b2a-temporary-liveview:create",
] as const;

export type ApiKeyAccessKey = (typeof API_KEY_ACCESS_KEYS)[number];
