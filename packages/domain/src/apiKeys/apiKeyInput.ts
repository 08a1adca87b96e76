import { z } from "zod";
import { API_KEY_ACCESS_KEYS } from "./apiKeyScopes.js";

export const MAX_API_KEY_CIDRS = 20;
export const MAX_API_KEYS_PER_COMPANY = 50;

/** One allowed caller address range: IPv4 or IPv6 CIDR; a bare address is its own /32 or /128. */
export const apiKeyCidrSchema = z
  .string()
  .trim()
  .transform((value) => (value.includes("/") ? value : `${value}/${value.includes(":") ? 128 : 32}`))
  .pipe(z.union([z.cidrv4(), z.cidrv6()]));

export const createApiKeyInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  accessKeys: z
    .array(z.enum(API_KEY_ACCESS_KEYS))
    .min(1)
    .max(API_KEY_ACCESS_KEYS.length)
    .transform((keys) => [...new Set(keys)]),
  allowedCidrs: z.array(apiKeyCidrSchema).max(MAX_API_KEY_CIDRS).default([]),
  /** ISO date-time; absent means the key does not expire */
  expiresOn: z.iso.datetime({ offset: true }).optional(),
});

export type CreateApiKeyInput = z.output<typeof createApiKeyInputSchema>;

export const apiKeyCallsFilterSchema = z.object({
  apiKeyId: z.number().int().positive().optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
