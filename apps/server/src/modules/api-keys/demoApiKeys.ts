import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { newApiKeySecret } from "./apiKeySecret.js";
import { apiKeyCalls, apiKeys } from "./apiKeys.tables.js";

const MINUTE = 60_000;

/**
 * The demo company's Integrasi page: the courier's TMS key in use (its secret thrown away: a demo key is never
 * usable), with a morning of its calls, and a revoked key of an old ERP link.
 */
export async function seedDemoApiKeys(tx: DbExecutor, companyId: number, now = new Date()): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.username, "admin")));
  if (!admin) return;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const tms = newApiKeySecret();
  const erp = newApiKeySecret();
  const [tmsKey] = await tx
    .insert(apiKeys)
    .values([
      {
        companyId,
        name: "TMS Kurir Nusantara",
        prefix: tms.prefix,
        secretHash: tms.secretHash,
        accessKeys: [
          "d1a-master-vehicle:read",
          "b2b-route-history:read",
          "tms:read",
          "tms:create",
          "tms:update",
        ],
        allowedCidrs: ["203.0.113.0/24"],
        createdByUserId: admin.id,
        createdOn: at(60 * 24 * 21),
        lastUsedOn: at(3),
        lastUsedIp: "203.0.113.25",
      },
      {
        companyId,
        name: "ERP lama (SAP)",
        prefix: erp.prefix,
        secretHash: erp.secretHash,
        accessKeys: ["d1a-master-vehicle:read"],
        createdByUserId: admin.id,
        createdOn: at(60 * 24 * 90),
        revokedOn: at(60 * 24 * 30),
        lastUsedOn: at(60 * 24 * 31),
        lastUsedIp: "198.51.100.7",
      },
    ])
    .returning({ id: apiKeys.id });
  if (!tmsKey) return;
  const calls: [number, string, string, number, number][] = [
    [3, "GET", "/api/v1/vehicles", 200, 38],
    [18, "POST", "/api/v1/delivery-orders", 201, 112],
    [19, "POST", "/api/v1/delivery-orders", 400, 9],
    [33, "POST", "/api/v1/delivery-orders/1/status", 200, 64],
    [48, "GET", "/api/v1/vehicles/1/positions", 200, 245],
    [63, "GET", "/api/v1/delivery-orders", 200, 51],
  ];
  await tx.insert(apiKeyCalls).values(
    calls.map(([minutesAgo, method, path, status, durationMs]) => ({
      companyId,
      apiKeyId: tmsKey.id,
      method,
      path,
      status,
      durationMs,
      ip: "203.0.113.25",
      calledOn: at(minutesAgo),
    })),
  );
}
