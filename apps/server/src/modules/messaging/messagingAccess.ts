/** Access keys of the WhatsApp outbox calls (catalogued in packages/domain accessKeys.ts). */
export const OUTBOX_READ = "c5a-setting-notification:read";
export const OUTBOX_UPDATE = "c5a-setting-notification:update";
