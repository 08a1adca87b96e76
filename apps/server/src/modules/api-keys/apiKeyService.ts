import { BlockList, isIP } from "node:net";
import {
  type ApiKeyAccessKey,
  apiKeyCallsFilterSchema,
  can,
  createApiKeyInputSchema,
  type Language,
  MAX_API_KEYS_PER_COMPANY,
} from "@armada/domain";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import {
  countActiveApiKeys,
  findKeyCaller,
  insertApiKey,
  listApiKeyCalls,
  listApiKeys,
  recordApiKeyCall,
  revokeApiKey,
} from "./apiKeyRepository.js";
import { hashApiKeySecret, looksLikeApiKey, newApiKeySecret } from "./apiKeySecret.js";

export const API_KEYS_READ = "c8a-setting-api:read";
export const API_KEYS_CREATE = "c8a-setting-api:create";
export const API_KEYS_DELETE = "c8a-setting-api:delete";

/** Why a presented key is refused; each is a stable error name of the public API. */
export type KeyRefusal = "ApiKeyInvalid" | "ApiKeyRevoked" | "ApiKeyExpired" | "ApiKeyAddressNotAllowed";

const idSchema = z.object({ apiKeyId: z.number().int().positive().max(2_147_483_647) });

function addressAllowed(cidrs: readonly string[], ip: string): boolean {
  if (cidrs.length === 0) return true;
  const family = isIP(ip);
  if (family === 0) return false;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = "", bits = ""] = cidr.split("/");
    list.addSubnet(network, Number(bits), network.includes(":") ? "ipv6" : "ipv4");
  }
  return list.check(ip, family === 6 ? "ipv6" : "ipv4");
}

export function createApiKeyService(db: Db, now: () => Date = () => new Date()) {
  return {
    async list(user: AuthUser) {
      requireKey(user, API_KEYS_READ);
      const rows = await listApiKeys(db, user.companyId);
      const current = now();
      return rows.map((row) => ({
        ...row,
        status: row.revokedOn
          ? ("REVOKED" as const)
          : row.expiresOn && row.expiresOn <= current
            ? ("EXPIRED" as const)
            : ("ACTIVE" as const),
      }));
    },

    /** Creates a key and returns its secret: the only time it exists outside the caller's hands. */
    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, API_KEYS_CREATE);
      const parsed = parseInput(createApiKeyInputSchema, input, language);
      // a key never carries more than its creator holds
      const notHeld = parsed.accessKeys.filter((key: ApiKeyAccessKey) => !can(user.accessKeys, key));
      if (notHeld.length > 0) throw new AppError("ApiKeyAccessKeyNotHeld", 403);
      const expiresOn = parsed.expiresOn ? new Date(parsed.expiresOn) : null;
      if (expiresOn && expiresOn <= now()) {
        throw new AppError("ValidationError", 400, {}, { issues: [{ field: "expiresOn", message: "" }] });
      }
      if ((await countActiveApiKeys(db, user.companyId)) >= MAX_API_KEYS_PER_COMPANY) {
        throw new AppError("ApiKeyLimitReached", 409);
      }
      const { secret, prefix, secretHash } = newApiKeySecret();
      const id = await insertApiKey(db, {
        companyId: user.companyId,
        name: parsed.name,
        prefix,
        secretHash,
        accessKeys: parsed.accessKeys,
        allowedCidrs: parsed.allowedCidrs,
        expiresOn,
        createdByUserId: user.userId,
      });
      return { id, secret, prefix };
    },

    async revoke(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, API_KEYS_DELETE);
      const { apiKeyId } = parseInput(idSchema, input, language);
      if (!(await revokeApiKey(db, user.companyId, apiKeyId, now()))) throw notFound();
    },

    async calls(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, API_KEYS_READ);
      const parsed = parseInput(apiKeyCallsFilterSchema, filter ?? {}, language);
      const { rows, total } = await listApiKeyCalls(db, user.companyId, parsed);
      return { rows, total, page: parsed.page, pageSize: parsed.pageSize };
    },

    /**
     * The caller a presented secret acts as: its creator, with only the key's access keys that the creator still
     * holds. A refusal names why.
     */
    async authenticate(secret: string, ip: string): Promise<{ user: AuthUser } | { refusal: KeyRefusal }> {
      if (!looksLikeApiKey(secret)) return { refusal: "ApiKeyInvalid" };
      const found = await findKeyCaller(db, hashApiKeySecret(secret));
      if (!found?.isActive) return { refusal: "ApiKeyInvalid" };
      const { key, user } = found;
      if (key.revokedOn) return { refusal: "ApiKeyRevoked" };
      if (key.expiresOn && key.expiresOn <= now()) return { refusal: "ApiKeyExpired" };
      if (!addressAllowed(key.allowedCidrs, ip)) return { refusal: "ApiKeyAddressNotAllowed" };
      const accessKeys = key.accessKeys.filter((accessKey) => can(user.accessKeys, accessKey));
      return { user: { ...user, isPlatformAdmin: false, accessKeys, apiKeyId: key.id } };
    },

    record: (call: Parameters<typeof recordApiKeyCall>[1]) => recordApiKeyCall(db, call),
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
